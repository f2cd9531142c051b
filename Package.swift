// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ContrastAudit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ContrastAudit", targets: ["ContrastAudit"]),
        .executable(name: "audit", targets: ["audit"]),
        .plugin(name: "AuditContrastPlugin", targets: ["AuditContrastPlugin"]),
    ],
    targets: [
        .target(name: "ContrastAudit"),
        .executableTarget(name: "audit", dependencies: ["ContrastAudit"]),
        // `swift package audit-contrast [PATH ...]` in a package that depends on this one.
        .plugin(
            name: "AuditContrastPlugin",
            capability: .command(
                intent: .custom(
                    verb: "audit-contrast",
                    description: "Audit the color contrast of the package's themes under every appearance"
                )
            ),
            dependencies: ["audit"]
        ),
        .executableTarget(
            name: "contrast-benchmarks",
            dependencies: ["ContrastAudit"],
            path: "Benchmarks",
            exclude: ["README.md", "reference.c"]
        ),
        .testTarget(
            name: "ContrastAuditTests",
            dependencies: ["ContrastAudit", "audit"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        // What an app sees: no `package` declarations (`packageAccess: false`) and no `@testable`, so these
        // tests compile only against the public API.
        .testTarget(
            name: "ContrastAuditAPITests",
            dependencies: ["ContrastAudit"],
            packageAccess: false
        ),
    ]
)
