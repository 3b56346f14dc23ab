import Foundation

/// What GitHub code scanning requires of an uploaded SARIF file, as its documentation states it
/// ("SARIF support for code scanning"), beyond what the SARIF schema allows: the properties it
/// marks required (`partialFingerprints` among them), its limits, each upload's runs told apart
/// by `automationDetails.id`, and locations it can show (relative to the repository's root, at a file that is no symbolic link).
/// `problems` lists each breach in words; none means code scanning takes the file.
enum GitHubCodeScanningRules {
    static let maximumRuns = 20
    static let maximumResultsPerRun = 25_000
    static let maximumRulesPerRun = 25_000
    static let maximumLocationsPerResult = 1_000
    static let maximumTagsPerRule = 20
    /// Gzip-compressed size of the file GitHub accepts.
    static let maximumCompressedBytes = 10 << 20

    /// `logs`: the SARIF files one job uploads (each upload's runs must have distinct categories).
    /// `repository`: the checkout's root, where every result's file must be a file, not a link.
    static func problems(in logs: [Data], repository: URL) -> [String] {
        var problems: [String] = []
        var categories: Set<String> = []
        for (number, data) in logs.enumerated() {
            let name = "log \(number + 1)"
            guard let log = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                problems.append("\(name): not a JSON object")
                continue
            }
            if let size = gzipSize(data) {
                if size > maximumCompressedBytes { problems.append("\(name): \(size) bytes compressed") }
            } else {
                problems.append("\(name): gzip could not compress it")
            }
            if log["$schema"] as? String == nil { problems.append("\(name): no $schema") }
            if log["version"] as? String != "2.1.0" { problems.append("\(name): version is not 2.1.0") }
            guard let runs = log["runs"] as? [[String: Any]] else {
                problems.append("\(name): no runs")
                continue
            }
            if runs.count > maximumRuns { problems.append("\(name): \(runs.count) runs") }
            for (index, run) in runs.enumerated() {
                let where_ = "\(name) run \(index + 1)"
                // Two runs of one tool in one job need different categories, else the upload aborts.
                let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
                let category = ((run["automationDetails"] as? [String: Any])?["id"] as? String) ?? ""
                let tool = driver?["name"] as? String ?? ""
                if !categories.insert(tool + "\u{0}" + category).inserted {
                    problems.append("\(where_): another run of \(tool) has the category '\(category)'")
                }
                problems += self.problems(inRun: run, driver: driver, at: where_, repository: repository)
            }
        }
        return problems
    }

    /// The size of `data` as gzip compresses it (the upload's measure), or nil when gzip fails.
    static func gzipSize(_ data: Data) -> Int? {
        guard let result = try? CLI.run(["/bin/sh", "-c", "gzip -c | wc -c"], stdin: data, viaShell: true), result.status == 0 else { return nil }
        return Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func problems(inRun run: [String: Any], driver: [String: Any]?, at place: String, repository: URL) -> [String] {
        var problems: [String] = []
        guard let driver, driver["name"] as? String != nil else { return ["\(place): no tool.driver.name"] }
        let rules = driver["rules"] as? [[String: Any]] ?? []
        if rules.count > maximumRulesPerRun { problems.append("\(place): \(rules.count) rules") }
        for rule in rules {
            let id = rule["id"] as? String ?? "?"
            if rule["id"] as? String == nil { problems.append("\(place): a rule without id") }
            for key in ["shortDescription", "fullDescription", "help"] where (rule[key] as? [String: Any])?["text"] as? String == nil {
                problems.append("\(place): rule \(id) has no \(key).text")
            }
            if let tags = (rule["properties"] as? [String: Any])?["tags"] as? [Any], tags.count > maximumTagsPerRule {
                problems.append("\(place): rule \(id) has \(tags.count) tags")
            }
        }
        guard let results = run["results"] as? [[String: Any]] else { return problems + ["\(place): no results array"] }
        if results.count > maximumResultsPerRun { problems.append("\(place): \(results.count) results") }
        for (number, result) in results.enumerated() {
            let at = "\(place) result \(number + 1)"
            if result["ruleId"] as? String == nil { problems.append("\(at): no ruleId") }
            if ((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty { problems.append("\(at): no message.text") }
            // Required: what tells this result from others across runs (else an upload through the API may duplicate alerts).
            let fingerprints = result["partialFingerprints"] as? [String: Any] ?? [:]
            if fingerprints.isEmpty || fingerprints.values.contains(where: { (($0 as? String) ?? "").isEmpty }) {
                problems.append("\(at): no partialFingerprints")
            }
            guard let locations = result["locations"] as? [[String: Any]], !locations.isEmpty else {
                problems.append("\(at): no locations")
                continue
            }
            if locations.count > maximumLocationsPerResult { problems.append("\(at): \(locations.count) locations") }
            for location in locations {
                problems += self.problems(inLocation: location["physicalLocation"] as? [String: Any], at: at, repository: repository)
            }
        }
        return problems
    }

    private static func problems(inLocation physical: [String: Any]?, at place: String, repository: URL) -> [String] {
        guard let physical, let artifact = physical["artifactLocation"] as? [String: Any], let uri = artifact["uri"] as? String else {
            return ["\(place): no physicalLocation.artifactLocation.uri"]
        }
        var problems: [String] = []
        if uri.hasPrefix("/") || uri.contains("://") || uri.hasPrefix("file:") || uri.hasPrefix("./") || uri.split(separator: "/").contains("..") {
            problems.append("\(place): '\(uri)' is not relative to the repository's root")
        } else if let path = uri.removingPercentEncoding {
            // "You need to resolve any symlinked files": no part of the path may be a link.
            var url = repository
            for part in path.split(separator: "/") {
                url.appendPathComponent(String(part))
                let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
                if type == .typeSymbolicLink { problems.append("\(place): '\(uri)' goes through the symbolic link \(url.path)") }
                if type == nil { problems.append("\(place): '\(uri)' is not in the repository") }
                if type != .typeDirectory { break }
            }
        }
        guard let region = physical["region"] as? [String: Any] else { return problems + ["\(place): no region"] }
        let values = ["startLine", "startColumn", "endLine", "endColumn"].map { region[$0] as? Int }
        if values.contains(where: { ($0 ?? 0) < 1 }) {
            problems.append("\(place): region \(region) lacks one of startLine, startColumn, endLine, endColumn")
        } else if let startLine = values[0], let startColumn = values[1], let endLine = values[2], let endColumn = values[3],
                  (endLine, endColumn) <= (startLine, startColumn) {
            problems.append("\(place): region \(region) ends before it starts")
        }
        return problems
    }
}
