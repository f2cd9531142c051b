import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// The command plugin cannot import the tool, so it keeps its own list of `check` options that take a
/// value (to tell a theme path from an option's value); this keeps the list in step with the tool. The
/// plugin itself runs in `.ci/run`, in `Tests/PluginFixture`.
@Suite struct AuditContrastPluginTests {
    static let source = Fixtures.packageRoot.appendingPathComponent(
        "Plugins/AuditContrastPlugin/AuditContrastPlugin.swift")

    @Test func thePluginKnowsEveryCheckOptionThatTakesAValue() throws {
        let text = try String(contentsOf: Self.source, encoding: .utf8)
        let start = try #require(text.range(of: "optionsWithValues: Set<String> = ["))
        let end = try #require(text.range(of: "]", range: start.upperBound..<text.endIndex))
        let listed = Set(
            text[start.upperBound..<end.lowerBound].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(
                    in: CharacterSet(charactersIn: "\""))
            }.filter { !$0.isEmpty })
        let taking = Set(CheckCommand.options.filter(\.takesValue).map(\.name))
        #expect(listed == taking)
    }

    @Test func theFixturePackageDependsOnThisOneByPath() throws {
        let manifest = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/PluginFixture/Package.swift"),
            encoding: .utf8)
        #expect(manifest.contains(#".package(name: "ContrastAudit", path: "../..")"#))
        let root = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(root.contains(#"verb: "audit-contrast""#))
    }
}
