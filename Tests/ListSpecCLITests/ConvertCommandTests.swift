import Foundation
import Testing
import ListSpecRuntime
import ListSpecTestSupport

/// `listspec convert` (contract section 9): YAML to the JSON an app reads and back, content
/// unchanged (`render --format json` of every version equal), refused as render refuses.
@Suite struct ConvertCommandTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    /// `render --format json` of a file, which must render.
    private func rendered(_ path: String, in directory: URL? = nil) throws -> String {
        let result = try CLI.run(["render", path, "--format", "json"], directory: directory)
        #expect(result.status == 0, "render \(path): \(result.stderr)")
        return result.stdout
    }

    /// Converts `path` (in `directory`) to `output` there, expecting success.
    private func convert(_ path: String, to output: String, format: String? = nil, in directory: URL) throws {
        let result = try CLI.run(["convert", path, "--output", output] + (format.map { ["--to", $0] } ?? []), directory: directory)
        #expect(result.status == 0, "convert \(path) -> \(output): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// FILE -> other format -> FILE's format -> other format again: every version renders as FILE
    /// does, the second conversion to the other format is the first byte for byte, and the JSON
    /// version reads with `Spec(json:)` and JSONDecoder as the same spec.
    private func expectRoundTrip(_ path: String, in directory: URL, _ label: String) throws {
        let original = try rendered(path, in: directory)
        let isJSON = path.hasSuffix(".json")
        let (there, back, again) = isJSON ? ("rt-1.yaml", "rt-2.json", "rt-3.yaml") : ("rt-1.json", "rt-2.yaml", "rt-3.json")
        try convert(path, to: there, in: directory)
        try convert(there, to: back, in: directory)
        try convert(back, to: again, in: directory)
        for version in [there, back, again] {
            #expect(try rendered(version, in: directory) == original, "\(label): \(version)")
        }
        let first = try Data(contentsOf: directory.appendingPathComponent(there))
        #expect(try Data(contentsOf: directory.appendingPathComponent(again)) == first, "\(label): a second conversion differs")
        let json = try Data(contentsOf: directory.appendingPathComponent(isJSON ? back : there))
        let read = try Spec(json: json)
        let decoded = try JSONDecoder().decode(Spec.self, from: json)
        #expect(!SpecDiffer.diff(old: read, new: decoded).hasChanges, "\(label)")
        #expect(Set(read.tables.map(\.name)) == Set(decoded.tables.map(\.name)))
        // The command line sees no change between the file and its conversion.
        let diff = try CLI.run(["diff", path, isJSON ? back : there], directory: directory)
        #expect(diff.status == 0, "\(label): \(diff.stdout)\(diff.stderr)")
    }

    @Test func everySpecOfTheRepositoryRoundTrips() throws {
        let root = CLI.packageRoot
        let paths = ["Specs/base-listing.yaml", "Specs/custom-updates-new.yaml", "Specs/custom-updates-old.yaml", "Specs/menu.yaml",
                     "Specs/recipes.yaml", "Specs/sorted-items.yaml", "Specs/table-view-protocols.json",
                     "Tests/ListSpecCLITests/Fixtures/hostile-typed.listspec.yaml", "Specs/recipes-edited.yaml",
                     "Examples/RecipeBrowser/Sources/RecipeBrowser/recipes.listspec.yaml",
                     "Examples/RecipeBrowser/Sources/RecipeBrowser/recipes-update.listspec.yaml"]
        for path in paths {
            let directory = try CLI.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let name = URL(fileURLWithPath: path).lastPathComponent
            try FileManager.default.copyItem(at: root.appendingPathComponent(path), to: directory.appendingPathComponent(name))
            try expectRoundTrip(name, in: directory, path)
        }
    }

    /// Random specs whose names, titles, actions, viewModel strings and keys are hard on a writer.
    @Test func randomHostileSpecsRoundTrip() throws {
        var rng = SeededRandom(seed: 0x636F_6E76_6572_74)
        for index in 0..<40 {
            let tables = HostileStrings.harden(SpecGenerator.tables(&rng), &rng)
            let json = rng.chance(0.3)
            let name = json ? "spec.json" : "spec.yaml"
            let directory = try folder([name: SpecWriter.text(tables, json: json, shorthand: false)])
            defer { try? FileManager.default.removeItem(at: directory) }
            try expectRoundTrip(name, in: directory, "random spec \(index)")
        }
    }

    /// Converted pairs diff in the runtime as `listspec diff` diffs the originals.
    @Test func convertedPairsDiffAsTheCommandLineSays() throws {
        var rng = SeededRandom(seed: 0x7061_6972_73)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for pair in 0..<30 {
            let oldTables = SpecGenerator.tables(&rng)
            let newTables = SpecMutator.mutate(oldTables, &rng)
            let directory = try folder(["old.yaml": SpecWriter.yamlText(oldTables, shorthand: rng.chance(0.5)),
                                        "new.yaml": SpecWriter.yamlText(newTables, shorthand: rng.chance(0.5))])
            defer { try? FileManager.default.removeItem(at: directory) }
            try convert("old.yaml", to: "old.json", in: directory)
            try convert("new.yaml", to: "new.json", in: directory)
            let cli = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "json"], directory: directory)
            let old = try Data(contentsOf: directory.appendingPathComponent("old.json"))
            let new = try Data(contentsOf: directory.appendingPathComponent("new.json"))
            let runtime = try encoder.encode(SpecDiffer.diff(old: try Spec(json: old), new: try Spec(json: new)))
            let sorted = try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)), options: .sortedKeys)
            #expect(String(decoding: runtime, as: UTF8.self) == String(decoding: sorted, as: UTF8.self), "pair \(pair)")
            let decoded = SpecDiffer.diff(old: try JSONDecoder().decode(Spec.self, from: old), new: try JSONDecoder().decode(Spec.self, from: new))
            #expect(decoded.tables.map(\.name).sorted() == SpecDiffer.diff(old: try Spec(json: old), new: try Spec(json: new)).tables.map(\.name).sorted())
        }
    }

    @Test func writesTheJSONSpecFormatPrettyInSourceOrder() throws {
        let yaml = """
        listspec: 1
        x-owner: &owner {team: menus, since: 2024}
        types:
          Item: {title: String, price: Double?}
        tables:
          zebra:
            cellTypes:
              ItemCell: {viewModel: Item, height: 44.0}
            sections:
              - sectionID: -2
                x-note: *owner
                viewModel: &base {kind: menu, flags: []}
                cells:
                  - {cellID: 0, cellType: ItemCell, viewModel: {title: "017", price: 1e3}}
              - sectionID: 5
                viewModel: {<<: *base, kind: drinks, extra: {}}
          apple: {}

        """
        let directory = try folder(["menu.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run(["convert", "menu.yaml"], directory: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
        {
          "listspec": 1,
          "x-owner": {
            "team": "menus",
            "since": 2024
          },
          "types": {
            "Item": {
              "title": "String",
              "price": "Double?"
            }
          },
          "tables": {
            "zebra": {
              "cellTypes": {
                "ItemCell": {
                  "viewModel": "Item",
                  "height": 44.0
                }
              },
              "sections": [
                {
                  "sectionID": -2,
                  "x-note": {
                    "team": "menus",
                    "since": 2024
                  },
                  "viewModel": {
                    "kind": "menu",
                    "flags": []
                  },
                  "cells": [
                    {
                      "cellID": 0,
                      "cellType": "ItemCell",
                      "viewModel": {
                        "title": "017",
                        "price": 1000.0
                      }
                    }
                  ]
                },
                {
                  "sectionID": 5,
                  "viewModel": {
                    "kind": "drinks",
                    "extra": {},
                    "flags": []
                  }
                }
              ]
            },
            "apple": {}
          }
        }

        """)
        let back = try CLI.run(["convert", "-"], stdin: Data(result.stdout.utf8))
        #expect(back.status == 0)
        #expect(back.stdout.hasPrefix("listspec: 1\nx-owner:\n  team: menus\n  since: 2024\ntypes:\n  Item:\n    title: String\n"))
        #expect(back.stdout.contains("              title: \"017\"\n              price: 1000.0\n"))
        #expect(back.stdout.hasSuffix("  apple: {}\n"))
    }

    /// An int stays an int and a float a float (with a point or an exponent), at the extremes too.
    @Test func numbersKeepTheirTypeAndValue() throws {
        let json = """
        {"sections": [{"sectionID": -9223372036854775808, "viewModel": [9223372036854775807, -0, 0.1, -0.0, 1e300, 5e-324, 1.0, 1E2, 1e21]}]}
        """
        let yaml = try CLI.run(["convert", "-"], stdin: Data(json.utf8))
        #expect(yaml.stdout == """
        sections:
          - sectionID: -9223372036854775808
            viewModel:
              - 9223372036854775807
              - 0
              - 0.1
              - -0.0
              - 1e+300
              - 5e-324
              - 1.0
              - 100.0
              - 1e+21

        """)
        let back = try CLI.run(["convert", "-"], stdin: Data(yaml.stdout.utf8))
        #expect(back.stdout.contains("\"sectionID\": -9223372036854775808,"))
        #expect(back.stdout.contains("9223372036854775807,\n        0,\n        0.1,\n        -0.0,\n        1e+300,\n        5e-324,\n        1.0,\n        100.0,\n        1e+21\n"))
    }

    @Test func standardInputIsReadAsTheOtherCommandsReadIt() throws {
        let yaml = try CLI.run(["convert", "-"], stdin: Data("sections: [{sectionID: 1, header: yes}]\n".utf8))
        #expect(yaml.status == 0)
        #expect(yaml.stdout == "{\n  \"sections\": [\n    {\n      \"sectionID\": 1,\n      \"header\": \"yes\"\n    }\n  ]\n}\n")
        let json = try CLI.run(["convert", "-"], stdin: Data(yaml.stdout.utf8))
        #expect(json.stdout == "sections:\n  - sectionID: 1\n    header: \"yes\"\n")
        let same = try CLI.run(["convert", "-", "--to", "json"], stdin: Data(yaml.stdout.utf8))
        #expect(same.stdout == yaml.stdout)
    }

    @Test func aSpecWithErrorsIsRefusedWithItsFindingsAsRenderRefusesIt() throws {
        let directory = try folder(["bad.yaml": "sections:\n  - sectionID: 2\n  - sectionID: 1\n", "syntax.json": "{\"sections\": [],}",
                                    "warn.yaml": "cellTypes: {Unused: {}}\nsections: []\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["bad.yaml", "syntax.json"] {
            let convert = try CLI.run(["convert", name], directory: directory)
            let render = try CLI.run(["render", name], directory: directory)
            #expect(convert.status == 2)
            #expect(convert.stdout.isEmpty)
            #expect(convert.stderr == render.stderr, "\(name)")
        }
        #expect(try CLI.run(["convert", "bad.yaml"], directory: directory).stderr.contains("bad.yaml:3:16: error: "))
        let warned = try CLI.run(["convert", "warn.yaml"], directory: directory)
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("warning: ") && warned.stderr.contains("[unused-cell-type]"))
        #expect(warned.stdout.contains("\"Unused\": {}"))
    }

    @Test func jsonCannotHoldInfinityNaNOrHexadecimalPastInt64() throws {
        let yaml = "sections:\n  - sectionID: 0\n    viewModel: [.inf, -.inf, .nan]\n    x-big: 0x1FFFFFFFFFFFFFFFF\n    x-ok: 99999999999999999999\n"
        let directory = try folder(["inf.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try CLI.run(["convert", "inf.yaml", "--output", "inf.json"], directory: directory)
        #expect(json.status == 2)
        #expect(json.stdout.isEmpty)
        #expect(json.stderr.contains("inf.yaml:3:17: error: .inf has no JSON spelling"))
        #expect(json.stderr.contains("inf.yaml:3:23: error: -.inf has no JSON spelling"))
        #expect(json.stderr.contains("inf.yaml:3:30: error: .nan has no JSON spelling"))
        #expect(json.stderr.contains("inf.yaml:4:12: error: '0x1FFFFFFFFFFFFFFFF' has no JSON spelling"))
        #expect(json.stderr.contains("[invalid-value]"))
        #expect(json.stderr.contains("listspec: error: inf.yaml holds 4 values that JSON cannot hold; nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("inf.json").path))
        let same = try CLI.run(["convert", "inf.yaml", "--to", "yaml"], directory: directory)
        #expect(same.status == 0)
        #expect(same.stdout.contains("viewModel:\n      - .inf\n      - -.inf\n      - .nan\n    x-big: 0x1FFFFFFFFFFFFFFFF\n    x-ok: 99999999999999999999\n"))
    }

    @Test func outputIsReplacedAtomicallyAndNeverOnError() throws {
        let directory = try folder(["good.yaml": "sections: [{sectionID: 1}]\n", "bad.yaml": "sections: [{sectionID: x}]\n", "out.json": "OLD"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try CLI.run(["convert", "bad.yaml", "--output", "out.json"], directory: directory)
        #expect(refused.status == 2)
        #expect(try String(contentsOf: directory.appendingPathComponent("out.json"), encoding: .utf8) == "OLD")
        let written = try CLI.run(["convert", "good.yaml", "--output", "out.json"], directory: directory)
        #expect(written.status == 0)
        #expect(written.stdout.isEmpty)
        #expect(try String(contentsOf: directory.appendingPathComponent("out.json"), encoding: .utf8)
                == "{\n  \"sections\": [\n    {\n      \"sectionID\": 1\n    }\n  ]\n}\n")
        let itself = try CLI.run(["convert", "good.yaml", "--output", "./good.yaml", "--to", "yaml"], directory: directory)
        #expect(itself.status == 2)
        #expect(itself.stderr.contains("is the input spec itself"))
        #expect(try String(contentsOf: directory.appendingPathComponent("good.yaml"), encoding: .utf8) == "sections: [{sectionID: 1}]\n")
        // A missing folder is made; a file is no folder.
        let unwritable = try CLI.run(["convert", "good.yaml", "--output", "bad.yaml/out.json"], directory: directory)
        #expect(unwritable.status == 2)
        // Nothing but the files written on purpose: no temporary file left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["bad.yaml", "good.yaml", "out.json"])
        #expect(try CLI.run(["convert", "good.yaml", "--output", "-"], directory: directory).stdout.hasPrefix("{\n"))
    }

    @Test func usageAndUnreadableFilesExitTwo() throws {
        for arguments in [["convert"], ["convert", "Specs/menu.yaml", "--to", "xml"], ["convert", "no-such.yaml"], ["convert", "Specs"],
                          ["convert", "Specs/menu.yaml", "--bogus"]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("listspec: error: "), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(try CLI.run(["convrt", "Specs/menu.yaml"]).stderr.contains("did you mean 'convert'?"))
    }

    @Test func helpAndCompletionKnowConvert() throws {
        let help = try CLI.run(["convert", "--help"])
        #expect(help.status == 0)
        for text in ["USAGE: listspec convert <file> [--to <format>] [--output <file>]", "--to <format>", "json or yaml",
                     "Spec(json:)", "anchors, aliases and << merge keys", "listspec convert Specs/menu.yaml --output menu.json",
                     "Exit codes: 0 converted; 2 bad input"] {
            #expect(help.stdout.contains(text), "\(text)")
        }
        #expect(try CLI.run(["--help"]).stdout.contains("convert"))
        // The file argument completes spec files, --to its two formats, --output any file.
        let bash = try CLI.run(["--generate-completion-script", "bash"]).stdout
        let bashConvert = bash.components(separatedBy: "_listspec_convert() {").dropFirst().first ?? ""
        #expect(bashConvert.contains("non_repeating_options=(--to --output -o --color --config)"))
        #expect(bashConvert.contains(#"__listspec_add_completions -W 'json'$'\n''yaml'"#))
        let zsh = try CLI.run(["--generate-completion-script", "zsh"]).stdout
        let zshConvert = zsh.components(separatedBy: "_listspec_convert() {").dropFirst().first ?? ""
        #expect(zshConvert.contains("local -ar ___to=('json' 'yaml')"))
        #expect(zshConvert.contains(#"':file:_files -g '\''*.yaml *.yml *.json'\'''"#))
        #expect(zshConvert.contains("[Write to this file (replaced atomically; a device or a FIFO is written into) instead of standard output.]:file:_files'"))
    }
}
