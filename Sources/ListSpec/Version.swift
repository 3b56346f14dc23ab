import ListSpecRuntime
/// The version `listspec --version` prints and SARIF reports.
public enum ListSpecVersion {
    public static let current = "0.1.0"
}
