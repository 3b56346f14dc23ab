import ListSpecRuntime

/// Which findings refuse a spec for commands whose work needs a valid one (render, diff, preview).
/// The settings decide what is shown, as for lint; an error they turn off still refuses the spec
/// when the work needs what its rule guarantees.
extension LoadedSpec {
    /// Rules whose errors refuse a spec whatever the settings: the batch-update merge, the data
    /// source and the locator all need strictly ascending, distinct IDs.
    package static let rulesTheModelNeeds: Set<Rule> = [.sectionOrder, .duplicateSectionID, .cellOrder, .duplicateCellID]

    /// The errors that refuse the spec: those the settings leave (but `allowed` rules), and those
    /// they overrule that the model needs.
    package func blockingFindings(allowing allowed: Set<Rule> = []) -> [Finding] {
        findings.filter { $0.severity == .error && !allowed.contains($0.rule) } + overruledErrorsTheModelNeeds
    }

    /// What to show: the findings as the settings have them, and the overruled errors that refuse the spec.
    package var printedFindings: [Finding] {
        let overruled = overruledErrorsTheModelNeeds
        return overruled.isEmpty ? findings : (findings + overruled).sortedByLocation()
    }

    /// Errors the settings turn off that the model needs (all of them when there is no model: a file that does not parse).
    package var overruledErrorsTheModelNeeds: [Finding] {
        overruledErrors.filter { spec == nil || LoadedSpec.rulesTheModelNeeds.contains($0.rule) }
    }
}
