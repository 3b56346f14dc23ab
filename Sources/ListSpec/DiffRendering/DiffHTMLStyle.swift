import ListSpecRuntime
/// The diff page's style on top of `HTMLPageStyle`: the two sides, the legend, and the
/// colours of deleted (red), inserted (green) and reloaded (yellow) rows and sections.
/// Each mark also has a word in the row's caption, so colour is not the only sign.
/// Kept free of `<` and `&` so the page stays well-formed XML.
enum DiffHTMLStyle {
    static let css = """

    /* listspec diff: pairs of tables, before and after. */
    ul.legend { list-style: none; display: flex; flex-wrap: wrap; gap: 6px 22px; margin: -8px 0 24px; padding: 0; font-size: 13px; color: #3c3c43; }
    .swatch { display: inline-block; width: 14px; height: 14px; margin-right: 6px; border-radius: 3px; vertical-align: -2px; }
    .swatch.deleted { background: #ffd5d2; box-shadow: inset 0 0 0 1px #ff3b30; }
    .swatch.inserted { background: #d3f5db; box-shadow: inset 0 0 0 1px #34c759; }
    .swatch.reloaded { background: #fff0b3; box-shadow: inset 0 0 0 1px #ffcc00; }
    .swatch.section-mark { background: transparent; box-shadow: inset 0 0 0 2px #8e8e93; }
    section.pair { margin: 0 0 48px; }
    section.pair h2 { margin: 0 0 14px; font-size: 17px; font-weight: 600; overflow-wrap: anywhere; }
    section.pair h2 .summary { font-weight: 400; color: #6d6d72; font-size: 14px; }
    .sides { display: flex; flex-wrap: wrap; gap: 32px 40px; align-items: flex-start; }
    .side-label { margin: 0 0 8px 226px; max-width: 390px; font-size: 13px; font-weight: 600; color: #3c3c43;
      white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .side .absent { margin: 0 0 0 226px; width: 390px; padding: 60px 16px; border: 1px dashed #c7c7cc; border-radius: 36px;
      text-align: center; font-size: 13px; color: #8e8e93; font-style: italic; }

    .row.deleted { background: #ffd5d2; }
    .row.inserted { background: #d3f5db; }
    .row.reloaded { background: #fff0b3; }
    /* A marked section's frame is drawn over its rows and its header (an outline would be drawn
       under the rows, which are positioned, and under a plain table's sticky header): every style shows it. */
    .section.deleted::after, .section.inserted::after, .section.reloaded::after { content: ""; position: absolute;
      top: 0; right: 0; bottom: 0; left: 0; z-index: 2; pointer-events: none; border: 2px solid transparent; }
    .section.deleted { background: rgba(255, 59, 48, 0.10); }
    .section.deleted::after { border-color: #ff3b30; }
    .section.deleted .row { background: #ffd5d2; }
    .section.inserted { background: rgba(52, 199, 89, 0.10); }
    .section.inserted::after { border-color: #34c759; }
    .section.inserted .row { background: #d3f5db; }
    .section.reloaded { background: rgba(255, 204, 0, 0.12); }
    .section.reloaded::after { border-color: #ffcc00; }
    .section.reloaded .row { background: #fff0b3; }
    /* A reloaded section's rows keep their own marks. */
    .section.reloaded .row.deleted { background: #ffd5d2; }
    .section.reloaded .row.inserted { background: #d3f5db; }
    /* What changed, under the row or the section's header (new side). */
    .change-note { display: block; list-style: none; margin: 0; padding: 3px 16px 4px; background: #fff8d6;
      border-top: 0.5px dashed #ffcc00; color: #5c4300; font: 11px/14px ui-monospace, "SF Mono", Menlo, Consolas, monospace;
      overflow-wrap: anywhere; }
    .style-insetGrouped p.change-note { margin: 0 20px; }
    .change-note + .row::before { content: ""; position: absolute; left: 16px; right: 0; top: 0; border-top: 0.5px solid #c6c6c8; }
    .note-line { display: block; }
    ol.index.reloaded { padding: 2px 1px; border-radius: 4px; background: #fff0b3; box-shadow: inset 0 0 0 1px #ffcc00; }
    /* The mark in words, on a line of its own above the caption. */
    .row.deleted .caption::before, .row.inserted .caption::before, .row.reloaded .caption::before,
    .section.deleted > .section-caption::before, .section.inserted > .section-caption::before,
    .section.reloaded > .section-caption::before { display: block; font-weight: 600; }
    .row.deleted .caption::before, .section.deleted > .section-caption::before { content: "deleted"; color: #d70015; }
    .row.inserted .caption::before, .section.inserted > .section-caption::before { content: "inserted"; color: #248a3d; }
    .row.reloaded .caption::before, .section.reloaded > .section-caption::before { content: "reloaded"; color: #a05a00; }

    """
}
