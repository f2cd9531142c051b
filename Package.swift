// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ContrastAudit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ContrastAudit", targets: ["ContrastAudit"]),
        .executable(name: "audit", targets: ["audit"]),
    ],
    targets: [
        .target(name: "ContrastAudit"),
        .executableTarget(name: "audit", dependencies: ["ContrastAudit"]),
        .executableTarget(
            name: "contrast-benchmarks",
            dependencies: ["ContrastAudit"],
            path: "Benchmarks",
            exclude: ["README.md"]
        ),
        .testTarget(
            name: "ContrastAuditTests",
            dependencies: ["ContrastAudit", "audit"],
            exclude: ["Fixtures", "Snapshots"]
        ),
    ]
)
