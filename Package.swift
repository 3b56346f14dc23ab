// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "listspec",
    platforms: [.macOS(.v13), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .executable(name: "listspec", targets: ["listspec"]),
        // `listspec preview`'s server, which `listspec preview` runs from the folder it is in.
        .executable(name: "listspec-preview", targets: ["listspec-preview"]),
        // What an app links: the model, JSON decoding, the differ and its UIKit application.
        .library(name: "ListSpecRuntime", targets: ["ListSpecRuntime"]),
        // What an app's tests link: a table view without UIKit, the batch-update simulator and verifier.
        .library(name: "ListSpecTesting", targets: ["ListSpecTesting"]),
        .library(name: "ListSpec", targets: ["ListSpec"]),
        // Generates typed Swift from a target's *.listspec.yaml / .yml / .json on every build.
        .plugin(name: "ListSpecGenerator", targets: ["ListSpecGenerator"]),
        // `swift package generate-listspec-code`: the same code, written into the package to commit.
        .plugin(name: "GenerateListSpecCode", targets: ["GenerateListSpecCode"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target ListSpecRuntime`: the DocC catalog (.ci/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `listspec preview`'s sockets (FlyingSocks: Swift concurrency over BSD sockets, no SwiftNIO; not its
        // FlyingFox server, which links FoundationNetworking and libcurl).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The model, values, the JSON reader, decoding and rules, the differ, the UIKit simulator and the locator:
        // the Swift standard library and Foundation only, so that an iOS app can link it.
        // The sources of Runtime/, the package an app takes on its own (Runtime/Package.swift).
        .target(name: "ListSpecRuntime", path: "Runtime/Sources/ListSpecRuntime"),
        // A table view without UIKit and the UIKit batch-update simulator and verifier: what tests use, apart
        // from what an app ships.
        .target(name: "ListSpecTesting", dependencies: ["ListSpecRuntime"], path: "Runtime/Sources/ListSpecTesting"),
        // libyaml, the system library (Debian libyaml-dev, Homebrew libyaml).
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Reading YAML (libyaml), lint, renderers, reporters, convert; knows nothing of terminals.
        .target(name: "ListSpec", dependencies: ["ListSpecRuntime", "CYaml"]),
        // `listspec preview`'s arguments, declared once for `listspec` and `listspec-preview`.
        .target(name: "ListSpecPreviewArguments", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // `listspec preview`: the live page's server, the file watcher and the event stream.
        .target(name: "ListSpecPreview", dependencies: ["ListSpec", "ListSpecRuntime", .product(name: "FlyingSocks", package: "FlyingFox")]),
        // The thin command line: arguments, output, exit codes.
        .executableTarget(
            name: "listspec",
            dependencies: ["ListSpec", "ListSpecRuntime", "ListSpecTesting", "ListSpecPreviewArguments",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The server behind `listspec preview`, a program of its own: the HTTP server and its sockets would
        // make every other command's binary larger and its start-up slower (Docs/Benchmarks.md).
        .executableTarget(
            name: "listspec-preview",
            dependencies: ["ListSpec", "ListSpecPreview", "ListSpecPreviewArguments",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "ListSpecGenerator", capability: .buildTool(), dependencies: ["listspec"]),
        .plugin(
            name: "GenerateListSpecCode",
            capability: .command(
                intent: .custom(verb: "generate-listspec-code", description: "Write the Swift of each *.listspec.yaml spec into Generated/ of its target."),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift of the specs into Generated/ inside their targets.")]
            ),
            dependencies: ["listspec"]
        ),
        // Benchmarks/run: what an app does in process (JSONDecoder, then the diff), timed.
        .executableTarget(name: "listspec-runtime-benchmark", dependencies: ["ListSpecRuntime"], path: "Benchmarks/RuntimeBenchmark"),
        // What the test targets share: a seeded random generator, random specs and hostile strings.
        .target(name: "ListSpecTestSupport", path: "Tests/ListSpecTestSupport"),
        .testTarget(name: "ListSpecRuntimeTests", dependencies: ["ListSpecRuntime", "ListSpecTesting", "ListSpecTestSupport"]),
        .testTarget(name: "ListSpecTests", dependencies: ["ListSpec", "ListSpecPreview", "ListSpecRuntime", "ListSpecTesting", "ListSpecTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "ListSpecCLITests", dependencies: ["listspec", "listspec-preview", "ListSpec", "ListSpecRuntime", "ListSpecTesting", "ListSpecTestSupport"], exclude: ["Fixtures"]),
    ]
)
