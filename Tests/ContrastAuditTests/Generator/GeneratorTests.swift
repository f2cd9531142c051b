import Foundation
import Testing

@testable import ContrastAudit

/// The generator model on its own (the reader's side is in `GeneratorReaderTests`): transform arithmetic,
/// what each token depends on, and the theme a pick produces.
@Suite struct GeneratorTests {
    static func bundled() throws -> Generator {
        let url = Fixtures.packageRoot.appendingPathComponent("Examples/single-color-generator.json")
        return try #require(try SchemeReader.readGenerator([UInt8](try Data(contentsOf: url)), path: "single.json"))
    }

    @Test func transformsApplyInOrderAndClampToTheDomain() {
        let halve = ComponentTransform(operation: .divide(2), add: 0.1, minimum: 0.3, maximum: nil, locations: [:])
        #expect(abs(halve.apply(0.9, component: .brightness) - 0.55) < 1e-12)
        // 0.2 / 2 + 0.1 = 0.2 is raised to the minimum.
        #expect(halve.apply(0.2, component: .brightness) == 0.3)
        let scale = ComponentTransform(operation: .scale(3), add: nil, minimum: nil, maximum: nil, locations: [:])
        #expect(scale.apply(0.5, component: .saturation) == 1, "saturation stays within 0...1")
    }

    @Test func hueWrapsAroundTheCircleInBothDirections() {
        let turn = ComponentTransform(operation: .keep, add: 200, minimum: nil, maximum: nil, locations: [:])
        #expect(turn.apply(300, component: .hue) == 140)
        let back = ComponentTransform(operation: .keep, add: -200, minimum: nil, maximum: nil, locations: [:])
        #expect(back.apply(100, component: .hue) == 260)
    }

    @Test func replacingAParameterChangesOnlyThatParameter() {
        let transform = ComponentTransform(operation: .scale(2), add: 0.1, minimum: nil, maximum: 0.9, locations: [:])
        let changed = transform.replacing(.add, with: 0.2)
        #expect(changed.parameters.map(\.0) == [.scale, .add, .max])
        #expect(changed.parameters.map(\.1) == [2, 0.2, 0.9])
        #expect(transform.replacing(.set, with: 0.4).ignoresSource)
    }

    /// Every token of the bundled game sets brightness, so none depends on the pick's brightness axis
    /// (the reason the sweep varies only hue and saturation).
    @Test func noTokenDependsOnAComponentEveryDerivationSets() throws {
        let program = try GeneratorProgram(generator: try Self.bundled(), appearance: Appearance(.light))
        let dependencies = program.dependencies()
        #expect(dependencies.count == program.names.count)
        for (name, axes) in zip(program.names, dependencies) {
            #expect(!axes.contains(InputAxis(input: 0, axis: 2)), "\(name)")
            #expect(axes.contains(InputAxis(input: 0, axis: 0)), "\(name) follows the pick's hue")
        }
    }

    /// The theme at a pick holds the program's colors as literals: the same numbers either way.
    @Test func themeAtAPickHoldsTheProgramsColors() throws {
        let generator = try Self.bundled()
        let pick = HSB(hue: 20, saturation: 0.5, brightness: 0.4)
        let theme = try generator.theme(picks: [pick])
        let program = try GeneratorProgram(generator: generator, appearance: Appearance(.light))
        let colors = program.colors(picks: [pick])
        let light = Appearance(.light)
        let resolved = try ResolvedTheme(theme: theme, appearances: [light])
        for name in ["dark", "light", "neutral", "base"] {
            let index = try #require(program.index(of: name))
            let expected = try #require(colors[index])
            let actual = try #require(resolved.color(name, in: light)).color
            #expect(actual.space == expected.space, "\(name)")
            for (a, b) in zip(
                [actual.components.x, actual.components.y, actual.components.z],
                [expected.components.x, expected.components.y, expected.components.z])
            {
                #expect(abs(a - b) < 1e-12, "\(name)")
            }
        }
    }
}
