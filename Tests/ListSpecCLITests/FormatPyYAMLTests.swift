import Foundation
import Testing
import ListSpecTestSupport

/// `format`'s output through a YAML 1.1 reader: PyYAML, which yamllint and many pre-commit hooks
/// read YAML with (issue 46). Random specs full of hostile strings (`?`, `:`, `#`, `-`, quotes,
/// words YAML 1.1 reads as booleans) in flow collections, formatted by the binary, load in PyYAML
/// to the same data listspec reads: `render --format json` of PyYAML's data, as a JSON spec,
/// equals `render --format json` of the formatted YAML. PyYAML's scanner is YAML 1.1's (a `?`
/// inside a flow collection ends a plain scalar); its schema is made YAML 1.2's for numbers and
/// dates (`1_000`, `12:30` and `2024-01-01` are strings to listspec, and stay plain, as the
/// contract says), its booleans and nulls stay YAML 1.1's (`yes`, `on` must be quoted).
@Suite struct FormatPyYAMLTests {
    static let hasPyYAML = (try? CLI.run(["/usr/bin/env", "python3", "-c", "import yaml"], viaShell: true).status) == 0

    /// Loads each YAML file named and writes its data beside it as `NAME.pyyaml.json`; names the
    /// files PyYAML refuses on standard error and exits 1.
    static let loader = #"""
    import json, re, sys, yaml
    YAML11_NUMBERS = ("tag:yaml.org,2002:int", "tag:yaml.org,2002:float", "tag:yaml.org,2002:timestamp")
    class Loader(yaml.SafeLoader):
        pass
    Loader.yaml_implicit_resolvers = {first: [(tag, regexp) for tag, regexp in resolvers if tag not in YAML11_NUMBERS]
                                      for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}
    Loader.add_implicit_resolver("tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|0x[0-9a-fA-F]+)$"), list("-+0123456789"))
    Loader.add_implicit_resolver("tag:yaml.org,2002:float",
        re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
        list("-+.0123456789"))
    failed = False
    for name in sys.argv[1:]:
        try:
            with open(name, encoding="utf-8") as f:
                data = yaml.load(f, Loader=Loader)
        except yaml.YAMLError as error:
            print(name + ": " + str(error).replace("\n", " "), file=sys.stderr)
            failed = True
            continue
        with open(name + ".pyyaml.json", "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False)
    sys.exit(1 if failed else 0)
    """#

    @Test(.enabled(if: hasPyYAML, "python3 with PyYAML (Debian's python3-yaml) is not installed"))
    func pyyamlReadsWhatFormatWritesAsListspecDoes() throws {
        var rng = SeededRandom(seed: 0x7079_796D_6C)
        var files: [String: String] = [
            // The issue's case: valid YAML 1.2 that PyYAML refused ("expected ',' or '}', but got '?'").
            "forgot.listspec.yaml": "listspec: 1\nsections:\n- sectionID: 0\n  cells:\n  - {cellID: 0, cellType: LinkCell, viewModel: {title: Forgot password?, why?: [a?b, ok]}}\n",
        ]
        for i in 0..<80 {
            files["random\(i).listspec.yaml"] = SpecWriter.yamlText(HostileStrings.harden(SpecGenerator.tables(&rng), &rng), shorthand: false)
        }
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        let names = files.keys.sorted()

        let formatted = try CLI.run(["format"] + names, directory: dir)
        #expect(formatted.status == 0, "\(formatted.stderr)")
        let forgot = String(decoding: try Data(contentsOf: dir.appendingPathComponent("forgot.listspec.yaml")), as: UTF8.self)
        #expect(forgot.contains(#"viewModel: {title: "Forgot password?", "why?": ["a?b", ok]}"#), "\(forgot)")

        let pyyaml = try CLI.run(["/usr/bin/env", "python3", "-c", Self.loader] + names, directory: dir, viaShell: true)
        #expect(pyyaml.status == 0, "PyYAML refuses format's output:\n\(pyyaml.stderr)")
        var questionMarksInFlow = 0
        for name in names {
            let yaml = try CLI.run(["render", "--format", "json", name], directory: dir)
            try #require(yaml.status == 0, "\(name): \(yaml.stderr)")
            let json = try CLI.run(["render", "--format", "json", name + ".pyyaml.json"], directory: dir)
            #expect(json.stdout == yaml.stdout, "\(name): PyYAML reads other data\n\(json.stderr)")
            let text = String(decoding: try Data(contentsOf: dir.appendingPathComponent(name)), as: UTF8.self)
            questionMarksInFlow += text.split(separator: "\n").filter { $0.contains("{") && $0.contains("?") }.count
        }
        #expect(questionMarksInFlow > 20, "the random specs hold `?` inside flow collections")
    }
}
