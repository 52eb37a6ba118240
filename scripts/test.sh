#!/usr/bin/env bash
# `npm test`: the one command that proves the shop works — typecheck, lint, codegen check, vitest (services,
# GraphQL, REST), production build, Playwright in Debian's Chromium. Runs on a fresh machine.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# The browser tests render with Debian's fonts: DejaVu for Latin, Noto for Arabic (phones render Arabic with Noto,
# and its glyph widths decide whether a page fits 375 px), so a machine without Noto would test another layout.
NOTO_DIR=/usr/share/fonts/truetype/noto

ensure_chromium() {
  local chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
  [ -x "$chromium" ] && [ -d "$NOTO_DIR" ] && return 0
  local packages="fonts-dejavu-core fonts-noto-core"
  [ -x "$chromium" ] || packages="chromium $packages"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "Installing $packages from Debian's packages (needed by the browser tests)"
    apt-get update -qq
    # shellcheck disable=SC2086 # a list of package names
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  else
    [ -x "$chromium" ] || echo "The browser tests need Debian's Chromium at $chromium (or set CHROMIUM_PATH)." >&2
    [ -d "$NOTO_DIR" ] || echo "The browser tests need Debian's Noto fonts ($NOTO_DIR is missing): phones lay out Arabic with them." >&2
    echo "Install as root with: apt-get install -y $packages" >&2
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
