import ListSpecRuntime
/// What the configuration makes of a rule: off, or a severity that replaces the default.
package enum RuleSetting: String, Sendable, CaseIterable, Equatable {
    case off, warning, error

    package var severity: Severity? {
        switch self {
        case .off: return nil
        case .warning: return .warning
        case .error: return .error
        }
    }
}
