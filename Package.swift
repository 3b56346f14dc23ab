// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "listspec",
    products: [
        .executable(name: "listspec", targets: ["listspec"]),
        .library(name: "ListSpec", targets: ["ListSpec"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libyaml, the system library (Debian libyaml-dev, Homebrew libyaml).
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Reading, model, validation, diff and rendering; knows nothing of terminals.
        .target(name: "ListSpec", dependencies: ["CYaml"]),
        // The thin command line: arguments, output, exit codes.
        .executableTarget(
            name: "listspec",
            dependencies: ["ListSpec", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "ListSpecTests", dependencies: ["ListSpec"], exclude: ["Fixtures"]),
        .testTarget(name: "ListSpecCLITests", dependencies: ["listspec"]),
    ]
)
