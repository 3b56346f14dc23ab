// swift-tools-version:6.0
import PackageDescription

// An app's content target that keeps its table specs beside its code: the
// ListSpecGenerator plugin turns each *.listspec.yaml into typed Swift on every build.
let package = Package(
    name: "RecipeBrowser",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        .package(name: "listspec", path: "../.."),
    ],
    targets: [
        .target(
            name: "RecipeBrowser",
            dependencies: [.product(name: "ListSpecRuntime", package: "listspec")],
            plugins: [.plugin(name: "ListSpecGenerator", package: "listspec")]
        ),
        .testTarget(name: "RecipeBrowserTests", dependencies: ["RecipeBrowser", .product(name: "ListSpecTesting", package: "listspec")]),
    ]
)
