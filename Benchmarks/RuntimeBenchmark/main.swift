import Foundation
import ListSpecRuntime

// What an app does with two versions of a JSON spec, timed in process:
// JSONDecoder decodes each (rules checked), then SpecDiffer.diff (timed alone).
// usage: listspec-runtime-benchmark OLD.json NEW.json [RUNS]
let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: listspec-runtime-benchmark OLD.json NEW.json [RUNS]\n".utf8))
    exit(2)
}
let runs = arguments.count > 3 ? max(1, Int(arguments[3]) ?? 9) : 9

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

do {
    let oldData = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    let newData = try Data(contentsOf: URL(fileURLWithPath: arguments[2]))
    var old: Spec?
    var new: Spec?
    var decodeTimes: [Double] = []
    for _ in 0..<3 {
        decodeTimes.append(try seconds { old = try JSONDecoder().decode(Spec.self, from: oldData) })
    }
    new = try JSONDecoder().decode(Spec.self, from: newData)
    guard let old, let new else { exit(2) }
    var diffTimes: [Double] = []
    var changes = 0
    for _ in 0..<runs {
        diffTimes.append(seconds {
            let diff = SpecDiffer.diff(old: old, new: new)
            changes = diff.tables.reduce(0) { $0 + $1.update.reloadRows.count + $1.update.insertRows.count + $1.update.deleteRows.count }
        })
    }
    let cells = old.tables.reduce(0) { $0 + $1.cellCount }
    print("cells \(cells) rows-changed \(changes)")
    print(String(format: "jsondecoder-decode-ms %.1f", median(decodeTimes) * 1000))
    print(String(format: "diff-ms %.2f", median(diffTimes) * 1000))
    print(String(format: "diff-min-ms %.2f", (diffTimes.min() ?? 0) * 1000))
} catch {
    FileHandle.standardError.write(Data("listspec-runtime-benchmark: \(error)\n".utf8))
    exit(2)
}
