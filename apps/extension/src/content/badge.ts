import { confidenceLevel, type ExtensionProduct } from '@pasarlens/contracts';
import { EXTENSION_CONNECT_PATH, type Language } from '@pasarlens/contracts/plain';
import { formatCountCompact, formatDayShort, formatIdrCompact } from '../../../web/src/lib/format.ts';
import type { FiguresRefusal } from '../messages.ts';
import { fill, textsOf } from '../texts.ts';

/** What a badge shows: our answer for the product, or why there is none. */
export type BadgeView = ExtensionProduct | { status: 'refused'; refusal: FiguresRefusal };

export interface BadgeContext {
  language: Language;
  /** The Pasarlens web app, where the links go. */
  appOrigin: string;
  /** The day the figures are as of. */
  asOf: string | null;
}

/** Where the links of a badge go in the web app. */
const APP_PATHS = { pricing: '/harga', connect: EXTENSION_CONNECT_PATH } as const;

const STYLE = `
:host { all: initial; display: block; margin: 4px 0; }
.badge { font: 12px/1.35 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f;
  background: #f0f7ff; border: 1px solid #91caff; border-radius: 6px; padding: 4px 6px; max-width: 100%;
  box-sizing: border-box; overflow-wrap: anywhere; }
.badge.muted { background: #fafafa; border-color: #d9d9d9; color: #595959; }
.figures { font-weight: 600; }
.meta { color: #595959; font-size: 11px; }
a { color: #0958d9; text-decoration: none; font-weight: 600; }
a:hover { text-decoration: underline; }
`;

const element = (tag: string, className: string | null, text?: string): HTMLElement => {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

const link = (href: string, text: string): HTMLElement => {
  const a = element('a', null, text) as HTMLAnchorElement;
  a.href = href;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  return a;
};

/** The lines of a badge, by what we know of the product. */
function content(view: BadgeView, ctx: BadgeContext): { muted: boolean; nodes: HTMLElement[] } {
  const t = textsOf(ctx.language);
  const app = (path: string) => new URL(path, ctx.appOrigin).href;
  switch (view.status) {
    case 'known': {
      const provenance =
        view.measuredDays30 >= 30
          ? t.measured
          : view.measuredDays30 === 0
            ? t.estimated
            : fill(t.partlyMeasured, { days: String(view.measuredDays30) });
      const meta = [provenance];
      if (view.confidence30) meta.push(t.confidence[confidenceLevel(view.confidence30)]);
      if (ctx.asOf) meta.push(fill(t.asOf, { day: formatDayShort(ctx.asOf, ctx.language) }));
      const figures = element('div', 'figures');
      figures.append(
        fill(t.sold, { units: formatCountCompact(view.units30, ctx.language) }),
        ' · ',
        fill(t.revenue, { revenue: formatIdrCompact(view.revenue30, ctx.language) }),
      );
      const footer = element('div', 'meta', `${meta.join(' · ')} · `);
      footer.append(link(app(view.historyPath), `${t.history} ›`));
      return { muted: false, nodes: [figures, footer] };
    }
    case 'locked': {
      const line = element('div', 'meta', `${t.locked} · `);
      line.append(link(app(APP_PATHS.pricing), `${t.upgrade} ›`));
      return { muted: true, nodes: [line] };
    }
    case 'unknown':
      return { muted: true, nodes: [element('div', 'meta', t.unknown)] };
    case 'refused':
      if (view.refusal === 'not_connected')
        return { muted: true, nodes: [link(app(APP_PATHS.connect), `${t.connect} ›`)] };
      return {
        muted: true,
        nodes: [element('div', 'meta', view.refusal === 'tokens_used_up' ? t.tokensUsedUp : t.failed)],
      };
  }
}

/**
 * Draws a product's badge inside `host`'s shadow root, so the page's styles and ours never meet;
 * drawing again replaces what was there.
 */
export function renderBadge(host: HTMLElement, view: BadgeView, ctx: BadgeContext): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const { muted, nodes } = content(view, ctx);
  const box = element('div', muted ? 'badge muted' : 'badge');
  box.append(...nodes);
  const style = element('style', null, STYLE);
  root.replaceChildren(style, box);
  host.dataset.pasarlensStatus = view.status;
  return root;
}
