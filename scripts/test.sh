#!/usr/bin/env bash
# `npm test`: the one command that proves the shop works — typecheck, lint, codegen check, vitest (services,
# GraphQL, REST), production build, Playwright in Debian's Chromium. Runs on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

ensure_chromium() {
  local chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
  [ -x "$chromium" ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "Installing Chromium from Debian's packages (needed by the browser tests)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  else
    echo "The browser tests need Debian's Chromium at $chromium." >&2
    echo "Install it as root with: apt-get install -y chromium   (or set CHROMIUM_PATH)" >&2
    exit 1
  fi
}

step "Typecheck"
npx tsc --noEmit

step "Lint"
npx eslint --max-warnings=0 .

step "Codegen is up to date"
node scripts/codegen-check.mjs

step "Unit, service, GraphQL and REST tests (vitest)"
npx vitest run

step "Production build"
npm run build --silent

ensure_chromium
step "Browser tests (Playwright, Debian Chromium)"
npx playwright test
