enum Completion {
    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue { .null }
}
