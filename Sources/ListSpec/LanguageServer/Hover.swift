enum Hover {
    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue { .null }
}
