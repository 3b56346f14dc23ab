import ListSpecRuntime
import ListSpec
/// The preview page's one script (served as `PreviewPage.scriptPath`; the page allows no other).
/// It reads the event stream, swaps in each version's findings and tables (HTML that listspec
/// escaped), and plays the batch update that `listspec diff` computed: deleted rows and sections
/// leave (copies of the old ones, collapsing), inserted ones arrive, reloaded ones flash, each
/// marked with `data-change` while it plays. Nothing from the spec is run: messages are read with
/// `JSON.parse` and names are compared, never put into a selector.
enum PreviewScript {
    static let source = #"""
    // listspec preview: keeps the page live (contract section 12).
    (function () {
      "use strict";
      var root = document.documentElement;
      var main = document.getElementById("tables");
      var panel = document.getElementById("findings");
      var statusLine = document.getElementById("preview-status");
      var session = main.getAttribute("data-session");
      var version = Number(main.getAttribute("data-version")) || 0;
      var shown = Number(main.getAttribute("data-shown")) || 0;
      var DURATION = 600, HOLD = 1000;
      var playing = null;
      window.listspecLastBatch = null;
      document.body.classList.toggle("broken", panel.classList.contains("broken"));

      // Appearance and text size: switched here, remembered by the browser.
      function toggle(id, attribute, value, key, initial) {
        var button = document.getElementById(id);
        function set(on) {
          if (on) { root.setAttribute(attribute, value); } else { root.removeAttribute(attribute); }
          button.setAttribute("aria-pressed", on ? "true" : "false");
        }
        var stored = null;
        try { stored = window.localStorage.getItem(key); } catch (e) { stored = null; }
        set(stored === null ? initial : stored === "1");
        button.addEventListener("click", function () {
          var on = !root.hasAttribute(attribute);
          set(on);
          try { window.localStorage.setItem(key, on ? "1" : "0"); } catch (e) { /* private mode */ }
        });
      }
      var prefersDark = window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
      toggle("appearance", "data-appearance", "dark", "listspec.preview.dark", prefersDark);
      toggle("text-size", "data-text-size", "large", "listspec.preview.largeText", false);

      // A finding copies `path:line:col` when clicked (or Enter).
      function copy(item) {
        var text = item.getAttribute("data-location");
        function done() {
          item.classList.add("copied");
          setTimeout(function () { item.classList.remove("copied"); }, 1200);
        }
        function fallback() {
          var area = document.createElement("textarea");
          area.value = text;
          area.setAttribute("readonly", "");
          area.style.position = "fixed";
          area.style.opacity = "0";
          document.body.appendChild(area);
          area.select();
          try { if (document.execCommand("copy")) { done(); } } catch (e) { /* nothing to copy with */ }
          area.remove();
        }
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(text).then(done, fallback);
        } else {
          fallback();
        }
      }
      panel.addEventListener("click", function (event) {
        var item = event.target.closest(".finding");
        if (item) { copy(item); }
      });
      panel.addEventListener("keydown", function (event) {
        var item = event.target.closest(".finding");
        if (item && event.key === "Enter") { copy(item); }
      });

      function each(list, body) { Array.prototype.forEach.call(list, body); }
      function byAttribute(elements, name) {
        var map = new Map();
        each(elements, function (element) { map.set(element.getAttribute(name), element); });
        return map;
      }
      function sectionsOf(figure) { return Array.prototype.slice.call(figure.querySelectorAll(".device > .section")); }
      function rowsOf(section) { return Array.prototype.slice.call(section.querySelectorAll("li.row")); }
      function rowWithCell(rows, cellID) {
        return rows.find(function (row) { return row.getAttribute("data-cell-id") === cellID; }) || null;
      }
      // A deleted element's copy, shown while it leaves (no duplicate ids, hidden from assistive technology).
      function ghost(element) {
        var copy = element.cloneNode(true);
        copy.removeAttribute("id");
        each(copy.querySelectorAll("[id]"), function (inner) { inner.removeAttribute("id"); });
        copy.setAttribute("aria-hidden", "true");
        return copy;
      }

      // One table's batch: deletes and reloads name the old table, inserts the new one (UIKit's coordinates).
      function modified(before, after, batch, play) {
        var oldSections = sectionsOf(before), newSections = sectionsOf(after);
        var newByID = byAttribute(newSections, "data-section-id");
        // The new rows as drawn, before the leaving copies join them.
        var newRows = new Map(newSections.map(function (section) { return [section, rowsOf(section)]; }));
        var deletedSections = new Set(batch.deleteSections);
        var deletedRows = new Map();
        batch.deleteRows.forEach(function (path) {
          if (!deletedRows.has(path[0])) { deletedRows.set(path[0], new Set()); }
          deletedRows.get(path[0]).add(path[1]);
        });
        // Deleted rows of surviving sections leave from where they were: after the row that came before them.
        deletedRows.forEach(function (rows, index) {
          var oldSection = oldSections[index];
          var target = oldSection && newByID.get(oldSection.getAttribute("data-section-id"));
          if (!target) { return; }
          var anchor = null;
          rowsOf(oldSection).forEach(function (row, r) {
            if (rows.has(r)) {
              var leaving = ghost(row);
              if (anchor) {
                anchor.after(leaving);
              } else {
                var group = target.querySelector("ul.group");
                if (!group) {
                  group = document.createElement("ul");
                  group.className = "group";
                  var empty = target.querySelector(".no-rows");
                  if (empty) { empty.before(group); } else { target.appendChild(group); }
                  play.leaving.push(group);
                }
                group.insertBefore(leaving, group.firstChild);
              }
              anchor = leaving;
              play.mark(leaving, "delete");
              play.leaving.push(leaving);
            } else {
              anchor = rowWithCell(newRows.get(target), row.getAttribute("data-cell-id")) || anchor;
            }
          });
        });
        // Deleted sections leave after the section that came before them.
        var anchor = null;
        oldSections.forEach(function (section, s) {
          if (deletedSections.has(s)) {
            var leaving = ghost(section);
            if (anchor) { anchor.after(leaving); } else { after.querySelector(".nav").after(leaving); }
            anchor = leaving;
            play.mark(leaving, "delete");
            play.leaving.push(leaving);
          } else {
            anchor = newByID.get(section.getAttribute("data-section-id")) || anchor;
          }
        });
        batch.insertSections.forEach(function (s) { if (newSections[s]) { play.mark(newSections[s], "insert"); } });
        batch.insertRows.forEach(function (path) {
          var row = newSections[path[0]] && newRows.get(newSections[path[0]])[path[1]];
          if (row) { play.mark(row, "insert"); }
        });
        batch.reloadSections.forEach(function (s) {
          var section = oldSections[s] && newByID.get(oldSections[s].getAttribute("data-section-id"));
          if (section) { play.mark(section, "reload"); }
        });
        batch.reloadRows.forEach(function (path) {
          var oldSection = oldSections[path[0]];
          var oldRow = oldSection && rowsOf(oldSection)[path[1]];
          var section = oldSection && newByID.get(oldSection.getAttribute("data-section-id"));
          var row = oldRow && section && rowWithCell(newRows.get(section), oldRow.getAttribute("data-cell-id"));
          if (row) { play.mark(row, "reload"); }
        });
        if (batch.reloadSectionIndexTitles) {
          var index = after.querySelector("ol.index");
          if (index) { play.mark(index, "reload"); }
        }
      }

      function finish() {
        if (!playing) { return; }
        clearTimeout(playing.timer);
        playing.leaving.forEach(function (element) { element.remove(); });
        playing.marked.forEach(function (element) {
          element.removeAttribute("data-change");
          if (element.getAnimations) { element.getAnimations().forEach(function (animation) { animation.cancel(); }); }
        });
        playing = null;
      }

      function animate(element, kind) {
        if (typeof element.animate !== "function") { return; }
        var options = { duration: DURATION, easing: "ease-in-out", fill: kind === "delete" ? "forwards" : "none" };
        var height = element.offsetHeight + "px";
        if (kind === "insert") {
          element.animate([{ height: "0px", minHeight: "0px", opacity: 0 }, { height: height, minHeight: height, opacity: 1 }], options);
        } else if (kind === "delete") {
          element.animate([{ height: height, minHeight: height, opacity: 1 }, { height: "0px", minHeight: "0px", opacity: 0 }], options);
        } else {
          element.animate([{ opacity: 0.35 }, { opacity: 1 }], options);
        }
      }

      function play(html, batch) {
        finish();
        var next = document.createElement("div");
        next.innerHTML = html;
        var oldFigures = byAttribute(main.querySelectorAll("figure[data-table]"), "data-table");
        var newFigures = byAttribute(next.querySelectorAll("figure[data-table]"), "data-table");
        var run = { marked: [], leaving: [], timer: 0, mark: function (element, kind) {
          element.setAttribute("data-change", kind);
          this.marked.push(element);
        } };
        var previous = null;
        batch.tables.forEach(function (table) {
          var before = oldFigures.get(table.table), after = newFigures.get(table.table);
          if (after) { previous = after; }
          if (table.change === "modified" && before && after) {
            modified(before, after, table, run);
          } else if (table.change === "added" && after) {
            run.mark(after, "insert");
          } else if (table.change === "restyled" && after) {
            run.mark(after, "reload");
          } else if (table.change === "removed" && before) {
            var leaving = ghost(before);
            if (previous) { previous.after(leaving); } else { next.insertBefore(leaving, next.firstChild); }
            previous = leaving;
            run.mark(leaving, "delete");
            run.leaving.push(leaving);
          }
        });
        main.textContent = "";
        while (next.firstChild) { main.appendChild(next.firstChild); }
        run.marked.forEach(function (element) { animate(element, element.getAttribute("data-change")); });
        window.listspecLastBatch = batch;
        playing = run;
        run.timer = setTimeout(finish, HOLD);
      }

      function apply(message) {
        if (message.session !== session) {
          // Another run of listspec preview: its versions start again, and its picture replaces ours.
          session = message.session;
          version = 0;
          shown = -1;
        }
        if (message.version < version) { return; }
        statusLine.textContent = message.status;
        if (message.version === version) { return; }
        version = message.version;
        main.setAttribute("data-version", String(version));
        panel.innerHTML = message.findings;
        panel.classList.toggle("broken", !message.good);
        document.body.classList.toggle("broken", !message.good);
        if (message.shown === shown) { return; }
        if (message.batch && message.base === shown) {
          play(message.tables, message.batch);
        } else {
          finish();
          main.innerHTML = message.tables;
        }
        shown = message.shown;
        main.setAttribute("data-shown", String(shown));
      }

      var source = new EventSource("/events");
      source.addEventListener("version", function (event) { apply(JSON.parse(event.data)); });
      source.addEventListener("error", function () {
        statusLine.textContent = "Reconnecting to listspec preview…";
      });
    })();
    """#
}
