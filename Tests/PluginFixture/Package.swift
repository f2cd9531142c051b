// swift-tools-version:6.0
import PackageDescription

// A package that uses ContrastAudit the way a project would, by depending on it (here by path, the
// repository two folders up), so CI can run `swift package audit-contrast` in it: see `.ci/run`.
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "ContrastAudit", path: "../..")],
    targets: []
)
