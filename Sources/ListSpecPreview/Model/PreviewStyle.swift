import ListSpecRuntime
import ListSpec
/// The preview page's style on top of `HTMLPageStyle`: the bar, the findings over the picture,
/// the dark appearance and the larger text size (switched on the page), and the colours a batch
/// update's rows take while it plays. Kept free of `<` and `&`, as the page style is.
enum PreviewStyle {
    static let css = """

    /* listspec preview: the bar and the findings stay on top of the picture. */
    .preview-bar { position: sticky; top: 0; z-index: 10; display: flex; align-items: center; gap: 8px; margin: -8px 0 12px; padding: 8px 0;
      background: #ffffff; }
    .preview-status { flex: 1 1 auto; min-width: 0; font-size: 13px; color: #3c3c43; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .preview-bar button { font: inherit; font-size: 13px; padding: 4px 12px; border-radius: 14px; border: 1px solid #c7c7cc;
      background: #f2f2f7; color: #007aff; cursor: pointer; }
    .preview-bar button[aria-pressed="true"] { background: #007aff; border-color: #007aff; color: #ffffff; }
    .findings-panel { position: sticky; top: 44px; z-index: 9; margin: 0 0 20px; max-width: 1100px; max-height: 40vh; overflow: auto;
      font-size: 13px; line-height: 18px; border-radius: 10px; }
    .findings-panel .no-findings { margin: 0; color: #8e8e93; }
    .findings-panel.broken { padding: 10px 12px; background: #fff2f1; border: 1px solid #ff3b30;
      box-shadow: 0 8px 24px rgba(0, 0, 0, 0.18); }
    .findings-panel .problem { margin: 0 0 6px; font-weight: 600; color: #d70015; overflow-wrap: anywhere; }
    ol.findings { list-style: none; margin: 0; padding: 0; }
    .finding { display: flex; gap: 8px; align-items: baseline; padding: 3px 6px; border-radius: 6px; cursor: copy; }
    .finding:hover, .finding:focus { background: rgba(0, 122, 255, 0.10); outline: none; }
    .finding .where { flex: 0 0 auto; font: 12px/18px ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: #6d6d72; }
    .finding .severity { flex: 0 0 auto; font-weight: 600; text-transform: uppercase; font-size: 11px; }
    .finding.error .severity { color: #d70015; }
    .finding.warning .severity { color: #a05a00; }
    .finding .message { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
    .finding .rule { flex: 0 0 auto; font: 11px/18px ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: #8e8e93; }
    .finding.copied .rule::after { content: " · copied"; color: #248a3d; }
    /* A broken save: the last good picture stays, dimmed, under the findings. */
    body.broken main.tables { opacity: 0.55; filter: saturate(0.4); }

    /* While a batch update plays (the script animates heights and opacity; these are its colours). */
    .row[data-change="insert"], .section[data-change="insert"] .row { background: #d3f5db; }
    .row[data-change="delete"], .section[data-change="delete"] .row { background: #ffd5d2; }
    .row[data-change="reload"], .section[data-change="reload"] .row { background: #fff0b3; }
    /* Rows and sections that grow or shrink are clipped to their box, but for the captions in the margin to their left. */
    [data-change="insert"], [data-change="delete"] { clip-path: inset(0 0 0 -400px); }
    .row, .section { transition: background-color 0.35s ease-out; }
    figure.table[data-change="insert"] .device { box-shadow: 0 0 0 3px #34c759; }
    figure.table[data-change="reload"] .device { box-shadow: 0 0 0 3px #ffcc00; }
    figure.table[data-change="delete"] { opacity: 0.4; }

    /* Larger Text: the accessibility sizes' first step (body 17 -> 23 points); rows of a fixed height clip, as in UIKit. */
    html[data-text-size="large"] .text { font-size: 23px; line-height: 29px; }
    html[data-text-size="large"] .detail { font-size: 18px; line-height: 23px; }
    html[data-text-size="large"] .header, html[data-text-size="large"] .footer { font-size: 18px; line-height: 23px; }
    html[data-text-size="large"] .style-plain .header { font-size: 23px; }
    html[data-text-size="large"] .nav { font-size: 40px; }
    html[data-text-size="large"] .automatic .labels { padding: 14px 0; }
    html[data-text-size="large"] .findings-panel, html[data-text-size="large"] .preview-status { font-size: 17px; line-height: 23px; }

    /* Dark: iOS's dark system colours. */
    html[data-appearance="dark"] { color-scheme: dark; }
    html[data-appearance="dark"] body, html[data-appearance="dark"] .preview-bar { background: #000000; color: #ffffff; }
    html[data-appearance="dark"] .preview-status, html[data-appearance="dark"] figure.table figcaption { color: #ebebf5; }
    html[data-appearance="dark"] .preview-bar button { background: #1c1c1e; border-color: #38383a; color: #0a84ff; }
    html[data-appearance="dark"] .preview-bar button[aria-pressed="true"] { background: #0a84ff; border-color: #0a84ff; color: #ffffff; }
    html[data-appearance="dark"] .device { background: #000000; border-color: #38383a; box-shadow: 0 1px 0 #2c2c2e, 0 12px 32px rgba(0, 0, 0, 0.6); }
    html[data-appearance="dark"] .style-grouped .device, html[data-appearance="dark"] .style-insetGrouped .device { background: #000000; }
    html[data-appearance="dark"] ul.group { background: #1c1c1e; }
    html[data-appearance="dark"] .style-plain ul.group { background: #000000; }
    html[data-appearance="dark"] .style-grouped ul.group, html[data-appearance="dark"] .style-plain .section:last-child ul.group { border-color: #38383a; }
    html[data-appearance="dark"] .row + .row::before { border-top-color: #38383a; }
    html[data-appearance="dark"] .style-plain .header, html[data-appearance="dark"] .style-plain .footer { background: #1c1c1e; color: #ffffff; }
    html[data-appearance="dark"] .style-plain .footer { color: #8d8d93; }
    html[data-appearance="dark"] .style-grouped .header, html[data-appearance="dark"] .style-insetGrouped .header,
    html[data-appearance="dark"] .style-grouped .footer, html[data-appearance="dark"] .style-insetGrouped .footer { color: #8d8d93; }
    html[data-appearance="dark"] .type, html[data-appearance="dark"] .hf-view { background: #2c2c2e; color: #aeaeb2; }
    html[data-appearance="dark"] .chevron { border-color: #5a5a5e; }
    html[data-appearance="dark"] .margin .action, html[data-appearance="dark"] ol.index { color: #0a84ff; }
    html[data-appearance="dark"] .findings-panel.broken { background: #2c0b0e; border-color: #ff453a; }
    html[data-appearance="dark"] .findings-panel .problem, html[data-appearance="dark"] .finding.error .severity { color: #ff6961; }
    html[data-appearance="dark"] .finding.warning .severity { color: #ffd60a; }
    html[data-appearance="dark"] .row[data-change="insert"], html[data-appearance="dark"] .section[data-change="insert"] .row { background: #0f3d1c; }
    html[data-appearance="dark"] .row[data-change="delete"], html[data-appearance="dark"] .section[data-change="delete"] .row { background: #4a1512; }
    html[data-appearance="dark"] .row[data-change="reload"], html[data-appearance="dark"] .section[data-change="reload"] .row { background: #4a3d00; }

    """
}
