// CSS custom properties per theme written from TypeScript (the live
// layers' colours come from the S-52 tables in code: chart/theme/
// liveColour.ts): one rule per theme under `:root[data-theme=…]`, the day
// one also for a root without a theme, inserted once as a <style> element.
import { useInsertionEffect } from 'react';
import type { Theme } from '../../protocol/preferences';

const THEMES: readonly Theme[] = ['day', 'dusk', 'night'];

/** The rules that set `vars(theme)` on `selector` in each theme. */
export function themeRules(selector: string, vars: (theme: Theme) => Readonly<Record<string, string>>): string {
  return THEMES.map((theme) => {
    const roots = theme === 'day' ? `:root ${selector}, :root[data-theme='day'] ${selector}` : `:root[data-theme='${theme}'] ${selector}`;
    const body = Object.entries(vars(theme))
      .map(([name, value]) => `${name}: ${value};`)
      .join(' ');
    return `${roots} { ${body} }`;
  }).join('\n');
}

/** Inserts the rules once, as <style id={id}> in the document's head (kept for the page's life: shared by every user of the id). */
export function useThemeStyle(id: string, css: string): void {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.append(style);
  }, [id, css]);
}
