// A consent text's page (the personal-data notice, the membership agreement), opened beside the form that mentions
// it; plain text while the shop has no such page.
import type { ReactNode } from "react";
import { localizePath } from "~/utils/locale";
import { usePageLocale, useRootData } from "~/utils/use-locale";

export function ConsentLink({ code, children }: { code: string; children?: ReactNode }) {
  const locale = usePageLocale();
  const page = useRootData()?.pageLinks.find((link) => link.code === code);
  if (!page) return <>{children}</>;
  return (
    <a href={localizePath(page.url, locale)} target="_blank" rel="noopener" className="text-link">
      {children}
    </a>
  );
}
