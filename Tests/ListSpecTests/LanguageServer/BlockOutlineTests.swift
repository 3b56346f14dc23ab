@testable import ListSpec
import Testing

/// `BlockOutline`: the block structure read from indentation alone (the text being typed need
/// not parse): each line's indentation and key, the path to the map at a column, its keys and
/// the IDs of the list's other items.
@Suite struct BlockOutlineTests {
    static let text = """
    tables:
      main:
        sections:
          - sectionID: 1
            cells:
              - cellID: 3
                cellType: A
              - {cellID: 5, cellType: B}
              - cellID: 9
                "quoted key": x
      
    # comment: here
              - cellID: 20
    """
    static let outline = BlockOutline(TextDocument(uri: "u", version: 1, text: text))

    @Test func lines() {
        let line = Self.outline[3]
        #expect((line.indent, line.keyColumn, line.isItem, line.key, line.value) == (6, 8, true, "sectionID", "1"))
        #expect(Self.outline[9].key == "quoted key")
        #expect(Self.outline[7].key == nil, "a flow map's line has no block key")
        #expect(Self.outline[10].isBlank && Self.outline[11].isBlank)
        #expect(Self.outline[99].isBlank, "past the end: an empty line")
        // `- - x`: nested items' dashes all go.
        let nested = BlockOutline(TextDocument(uri: "u", version: 1, text: "  - - key: 1\r\n-\n"))
        #expect((nested[0].indent, nested[0].keyColumn, nested[0].isItem, nested[0].key) == (2, 6, true, "key"))
        #expect((nested[1].keyColumn, nested[1].isItem, nested[1].isBlank) == (1, true, true))
    }

    @Test(arguments: [("a: 1", "a"), ("a:", "a"), ("a:b", nil), ("\"a b\": 1", "a b"), ("'a': 1", "a"), ("{a: 1}", nil), ("[a]: 1", nil),
                      (": x", nil), ("url: http://x", "url"), ("no colon", nil), ("é😀: 1", "é😀")] as [(String, String?)])
    func keys(content: String, key: String?) {
        #expect(BlockOutline.Line.key(of: Substring(content)) == key)
    }

    @Test func paths() {
        #expect(Self.outline.path(toMapAt: 12, line: 6) == ["tables", "main", "sections", nil, "cells", nil])
        #expect(Self.outline.path(toMapAt: 8, line: 4) == ["tables", "main", "sections", nil])
        #expect(Self.outline.path(toMapAt: 4, line: 2) == ["tables", "main"])
        #expect(Self.outline.path(toMapAt: 0, line: 0) == [])
        // A line past the end reads up from the last.
        #expect(Self.outline.path(toMapAt: 12, line: 500) == ["tables", "main", "sections", nil, "cells", nil])
        // Under a key that has a value on its line, no map: the path stops.
        #expect(Self.outline.path(toMapAt: 14, line: 6) == [])
    }

    @Test func siblings() {
        #expect(Self.outline.siblingKeys(column: 12, line: 6) == ["cellType", "cellID"])
        #expect(Self.outline.siblingKeys(column: 12, line: 8) == ["cellID", "quoted key"])
        #expect(Self.outline.siblingKeys(column: 8, line: 3) == ["sectionID", "cells"])
        #expect(Self.outline.siblingValue("cellType", column: 12, line: 5) == "A")
        #expect(Self.outline.siblingValue("cellType", column: 12, line: 8) == nil)
        #expect(Self.outline.siblingValue("quoted key", column: 12, line: 8) == "x")
    }

    @Test func otherItemsIDs() {
        // Flow items count; an item past a blank line and a comment too.
        #expect(Self.outline.itemValues("cellID", column: 12, line: 8) == (before: [5, 3], after: [20]))
        #expect(Self.outline.itemValues("cellID", column: 12, line: 5) == (before: [], after: [5, 9, 20]))
        #expect(Self.outline.itemValues("sectionID", column: 8, line: 3) == (before: [], after: []))
    }
}
