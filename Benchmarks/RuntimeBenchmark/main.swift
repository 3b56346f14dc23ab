import Foundation
import ListSpecRuntime

// What an app does, timed in process (build with `swift build -c release`):
// - ListDiffer.batchUpdate over an app's own sections, one section of rows: DifferenceKit's two
//   published scenarios adapted to ascending IDs (no moves: the shuffles are left out), and the
//   two of ListKit (10,000 rows unchanged; half of them changed);
// - with two JSON specs: JSONDecoder decodes each (rules checked), then SpecDiffer.diff; the same
//   with Spec(json:), the reader lint uses.
// Each prints `name median-ms min-ms`.
// usage: listspec-runtime-benchmark [OLD.json NEW.json] [RUNS]
let arguments = Array(CommandLine.arguments.dropFirst())
let files = arguments.count >= 2 ? Array(arguments.prefix(2)) : []
let runs = max(1, arguments.count % 2 == 1 ? Int(arguments[arguments.count - 1]) ?? 21 : 21)

/// A row of an app's list: its ID and what it shows.
struct Row: DiffableCell, Equatable {
    let cellID: Int64
    let content: Int
}

struct Rows: DiffableSection {
    let sectionID: Int64
    let cells: [Row]

    func isContentEqual(to other: Rows) -> Bool { true }
}

/// Two versions of `count` rows: `deleted` rows gone, `inserted` new ones between the kept ones,
/// every `changeEvery`th kept row with new content; old IDs are even, inserted ones odd.
func versions(count: Int, deleted: Int, inserted: Int, changeEvery: Int = 0) -> (old: [Rows], new: [Rows]) {
    var generator = SystemRandomNumberGenerator()
    let old = (0..<count).map { Row(cellID: Int64(2 * $0), content: $0) }
    let gone = Set((0..<count).shuffled(using: &generator).prefix(deleted))
    let added = Set((0..<count).shuffled(using: &generator).prefix(inserted))
    var new: [Row] = []
    new.reserveCapacity(count - deleted + inserted)
    for (index, row) in old.enumerated() {
        if !gone.contains(index) {
            let changed = changeEvery > 0 && index % changeEvery == 0
            new.append(Row(cellID: row.cellID, content: changed ? -row.content - 1 : row.content))
        }
        if added.contains(index) { new.append(Row(cellID: row.cellID + 1, content: -1)) }
    }
    return ([Rows(sectionID: 0, cells: old)], [Rows(sectionID: 0, cells: new)])
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func report(_ name: String, _ times: [Double], digits: Int = 3) {
    let sorted = times.sorted()
    print(String(format: "%@ %.\(digits)f %.\(digits)f", name, sorted[sorted.count / 2] * 1000, sorted[0] * 1000))
}

func timeDiff(_ name: String, _ versions: (old: [Rows], new: [Rows]), expectedChanges: Int) throws {
    var times: [Double] = []
    var changes = 0
    for _ in 0..<runs {
        times.append(try seconds {
            let update = try ListDiffer.batchUpdate(from: versions.old, to: versions.new)
            changes = update.deleteRows.count + update.insertRows.count + update.reloadRows.count
        })
    }
    guard changes == expectedChanges else {
        FileHandle.standardError.write(Data("\(name): \(changes) changes, expected \(expectedChanges)\n".utf8))
        exit(2)
    }
    report(name, times)
}

do {
    try timeDiff("listdiffer-5000-1000-deleted-1000-inserted-ms", versions(count: 5_000, deleted: 1_000, inserted: 1_000), expectedChanges: 2_000)
    try timeDiff("listdiffer-100000-10000-deleted-10000-inserted-ms", versions(count: 100_000, deleted: 10_000, inserted: 10_000),
                 expectedChanges: 20_000)
    try timeDiff("listdiffer-100000-20000-deleted-20000-inserted-ms", versions(count: 100_000, deleted: 20_000, inserted: 20_000),
                 expectedChanges: 40_000)
    try timeDiff("listdiffer-10000-unchanged-ms", versions(count: 10_000, deleted: 0, inserted: 0), expectedChanges: 0)
    try timeDiff("listdiffer-10000-half-changed-ms", versions(count: 10_000, deleted: 0, inserted: 0, changeEvery: 2), expectedChanges: 5_000)

    guard files.count == 2 else { exit(0) }
    let oldData = try Data(contentsOf: URL(fileURLWithPath: files[0]))
    let newData = try Data(contentsOf: URL(fileURLWithPath: files[1]))
    var old: Spec?
    var new: Spec?
    var decodeTimes: [Double] = []
    var readTimes: [Double] = []
    var bothTimes: [Double] = []
    var readBothTimes: [Double] = []
    for _ in 0..<3 {
        decodeTimes.append(try seconds { old = try JSONDecoder().decode(Spec.self, from: oldData) })
        readTimes.append(try seconds { old = try Spec(json: oldData) })
        readBothTimes.append(try seconds {
            let new = try Spec(json: newData), old = try Spec(json: oldData)
            _ = SpecDiffer.diff(old: old, new: new)
        })
        bothTimes.append(try seconds {
            new = try JSONDecoder().decode(Spec.self, from: newData)
            old = try JSONDecoder().decode(Spec.self, from: oldData)
            _ = SpecDiffer.diff(old: old ?? Spec(path: "", tables: []), new: new ?? Spec(path: "", tables: []))
        })
    }
    guard let old, let new else { exit(2) }
    var diffTimes: [Double] = []
    var changes = 0
    for _ in 0..<max(3, runs / 2) {
        diffTimes.append(seconds {
            let diff = SpecDiffer.diff(old: old, new: new)
            changes = diff.tables.reduce(0) { $0 + $1.update.reloadRows.count + $1.update.insertRows.count + $1.update.deleteRows.count }
        })
    }
    let cells = old.tables.reduce(0) { $0 + $1.cellCount }
    print("cells \(cells) rows-changed \(changes)")
    report("jsondecoder-decode-ms", decodeTimes, digits: 1)
    report("decode-both-and-diff-ms", bothTimes, digits: 1)
    report("spec-json-read-ms", readTimes, digits: 1)
    report("spec-json-read-both-and-diff-ms", readBothTimes, digits: 1)
    report("diff-ms", diffTimes, digits: 2)
} catch {
    FileHandle.standardError.write(Data("listspec-runtime-benchmark: \(error)\n".utf8))
    exit(2)
}
