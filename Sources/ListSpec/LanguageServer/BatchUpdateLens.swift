enum BatchUpdateLens {
    static let command = "listspec.showBatchUpdate"
    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue { [] }
}
