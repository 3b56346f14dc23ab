import ListSpecRuntime
/// The page's inline style sheet: iOS system colours and metrics (points drawn as CSS px).
/// Kept free of `<` and `&` so the page stays well-formed XML.
enum HTMLPageStyle {
    static let css = """
    :root { color-scheme: light; }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 24px 32px 48px; background: #ffffff; color: #000000;
      font: 17px/1.25 -apple-system, BlinkMacSystemFont, "SF Pro Text", "Helvetica Neue", Helvetica, Arial, sans-serif; }
    header.page h1 { margin: 0; font-size: 20px; font-weight: 600; overflow-wrap: anywhere; }
    header.page p { margin: 2px 0 20px; font-size: 13px; color: #8e8e93; }
    main.tables { display: flex; flex-wrap: wrap; gap: 40px 48px; align-items: flex-start; }
    .empty-spec { color: #8e8e93; }

    /* One table: a caption, then the phone-width column; row captions sit in the left margin. */
    figure.table { margin: 0; padding-left: 226px; }
    figure.table figcaption { margin: 0 0 8px; font-size: 13px; color: #3c3c43; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 390px; }
    .table-name { font-weight: 600; }
    .table-meta { color: #8e8e93; }
    .device { position: relative; width: 390px; min-height: 220px; padding: 0 0 34px;
      border: 1px solid #c7c7cc; border-radius: 36px; background: #ffffff;
      box-shadow: 0 1px 0 #d1d1d6, 0 12px 32px rgba(0, 0, 0, 0.10); }
    .style-grouped .device, .style-insetGrouped .device { background: #f2f2f7; }
    .nav { padding: 44px 16px 8px; font-size: 34px; font-weight: 700; letter-spacing: 0.2px;
      white-space: nowrap; overflow: hidden; text-overflow: ellipsis; border-radius: 36px 36px 0 0; }
    .style-insetGrouped .nav { padding-left: 20px; padding-right: 20px; }
    .no-sections, .no-rows { margin: 0; padding: 10px 16px; font-size: 13px; color: #8e8e93; font-style: italic; }
    .style-insetGrouped .no-rows { padding-left: 36px; }

    .section { position: relative; }
    .style-grouped .section, .style-insetGrouped .section { padding-top: 18px; }
    .margin { position: absolute; right: calc(100% + 18px); top: 50%; transform: translateY(-50%); text-align: right;
      font: 10px/13px ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: #8e8e93; white-space: nowrap; }
    .style-insetGrouped .row .margin { right: calc(100% + 38px); }
    /* Section captions: the IDs, then the viewModel wrapped to the margin's width (never cut); beside
       the header, or above the first row's caption when there is no header. */
    .section-caption, .section-lines { width: 210px; white-space: normal; line-height: 11px; color: #636366; font-weight: 600; }
    .section-caption { top: 18px; transform: none; }
    .style-plain .section-caption { top: 0; }
    .no-header .section-caption { top: 0; }
    .style-plain .no-header .section-caption { transform: translateY(-50%); }
    .section-lines { display: block; margin: 0 0 2px auto; }
    .section-id { display: block; }
    .view-model { display: block; font-weight: 400; word-break: break-all;
      display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
    .margin .caption { display: block; }
    .margin .action { display: block; max-width: 210px; margin-left: auto; overflow: hidden; text-overflow: ellipsis; }
    .margin .action { color: #007aff; }

    /* Headers and footers: small grey capitals in grouped tables, a bold bar in plain ones. */
    .header, .footer { position: relative; display: flex; flex-direction: column; justify-content: flex-end; overflow: hidden; }
    .header .hf-title, .footer .hf-title { display: block; overflow: hidden; text-overflow: ellipsis; }
    .style-grouped .header, .style-insetGrouped .header { padding: 6px 16px 7px; font-size: 13px; line-height: 18px;
      text-transform: uppercase; color: #6d6d72; letter-spacing: 0.1px; }
    .style-grouped .header .hf-title, .style-insetGrouped .header .hf-title { white-space: nowrap; }
    .style-grouped .footer, .style-insetGrouped .footer { justify-content: flex-start; padding: 7px 16px 6px; font-size: 13px; line-height: 18px; color: #6d6d72; }
    .style-insetGrouped .header, .style-insetGrouped .footer { padding-left: 36px; padding-right: 36px; }
    .style-plain .header { position: sticky; top: 0; z-index: 1; justify-content: center; min-height: 28px; padding: 4px 16px;
      font-size: 17px; font-weight: 600; background: #f2f2f7; }
    .style-plain .footer { justify-content: center; min-height: 28px; padding: 4px 16px; font-size: 13px; color: #6d6d72; background: #f2f2f7; }
    .header.fixed, .footer.fixed { min-height: 0; padding-top: 0; padding-bottom: 0; }
    /* A custom view's box: its title centred inside the dashed outline, never on it. */
    .has-view { outline: 1px dashed #aeaeb2; outline-offset: -1px; background-image: repeating-linear-gradient(135deg, rgba(0, 122, 255, 0.05) 0 6px, transparent 6px 12px); }
    .header.has-view, .footer.has-view { justify-content: center; }
    .has-view .hf-title { padding-right: 190px; }
    .hf-view { position: absolute; right: 6px; top: 50%; transform: translateY(-50%); max-width: 180px; overflow: hidden; text-overflow: ellipsis;
      white-space: nowrap; padding: 1px 5px; border-radius: 4px; background: #e5e5ea; color: #3a3a3c;
      font: 10px/14px ui-monospace, "SF Mono", Menlo, Consolas, monospace; text-transform: none; letter-spacing: 0; }
    .style-insetGrouped .hf-view { right: 26px; }

    /* Rows: white, separated by hairlines that start at the text inset; rounded groups when inset. */
    ul.group { list-style: none; margin: 0; padding: 0; background: #ffffff; }
    .style-grouped ul.group { border-top: 0.5px solid #c6c6c8; border-bottom: 0.5px solid #c6c6c8; }
    .style-insetGrouped ul.group { margin: 0 20px; border-radius: 10px; }
    .style-plain .section:last-child ul.group { border-bottom: 0.5px solid #c6c6c8; }
    .row { position: relative; display: flex; }
    .row .content { flex: 1 1 auto; min-width: 0; display: flex; align-items: center; gap: 10px; padding: 0 16px; overflow: hidden; }
    .row + .row::before { content: ""; position: absolute; left: 16px; right: 0; top: 0; border-top: 0.5px solid #c6c6c8; }
    .labels { flex: 1 1 auto; min-width: 0; overflow: hidden; display: flex; flex-direction: column; justify-content: center; align-self: stretch; }
    .text { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-size: 17px; line-height: 22px; }
    .text.none { color: #c7c7cc; font-style: italic; }
    .detail { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-size: 13px; line-height: 17px; color: #8e8e93; }
    .automatic .labels { padding: 11px 0; }
    .automatic .text, .automatic .detail { white-space: normal; overflow-wrap: anywhere; }
    .type { flex: 0 0 auto; max-width: 120px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
      padding: 1px 5px; border-radius: 4px; background: #f2f2f7; color: #8e8e93; font: 10px/14px ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .chevron { flex: 0 0 auto; width: 9px; height: 9px; margin: 0 3px 0 0; border-top: 2.5px solid #c4c4c7; border-right: 2.5px solid #c4c4c7; transform: rotate(45deg); }
    /* A value-style detail on the right (UIKit's value1); a map's fields, a name and a value a line. */
    .trailing-detail { flex: 0 0 auto; max-width: 45%; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: #8e8e93; }
    .fields { padding: 4px 0; }
    .field { display: flex; align-items: baseline; gap: 8px; font-size: 15px; line-height: 19px; }
    .field-name { flex: 0 0 auto; max-width: 45%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: #8e8e93;
      font: 11px/19px ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    .field-value { flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .field.more { font-size: 13px; color: #8e8e93; }
    .automatic .fields { padding: 11px 0; }
    .automatic .field-value { white-space: normal; overflow-wrap: anywhere; }
    /* Deletable: a hint of the swipe's Delete button at the trailing edge, not an edit-mode control. */
    .swipe-delete { flex: 0 0 auto; padding: 1px 6px; border-radius: 4px; background: rgba(255, 59, 48, 0.10); color: #ff3b30;
      font-size: 11px; line-height: 14px; font-weight: 600; }
    .swipe-delete::before { content: "‹ "; }

    /* The section index: small blue letters down the right edge. */
    ol.index { position: absolute; right: 3px; top: 50%; transform: translateY(-50%); z-index: 2; margin: 0; padding: 0; list-style: none;
      display: flex; flex-direction: column; align-items: center; gap: 1px; font-size: 11px; line-height: 13px; font-weight: 600; color: #007aff; }
    ol.index li { max-width: 18px; overflow: hidden; white-space: nowrap; }
    .has-index .row .content { padding-right: 30px; }
    .has-index .header, .has-index .footer { padding-right: 30px; }
    .has-index .hf-view { right: 26px; }

    """
}
