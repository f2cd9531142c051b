import Foundation
import Testing

@testable import ContrastAudit

/// The Swift and Objective-C readers split their work across cores (declarations, usage bodies): the theme must
/// be the same as when one evaluator does everything in order, whatever the thread scheduling.
@Suite struct ReaderParallelismTests {
    static let folders = [
        "UsagePairings/UIKit", "UsagePairings/SwiftUI", "UsagePairings/Bodies", "UsagePairings/ObjC",
        "UsagePairings/Scheme", "UsagePairings/Literals", "UsagePairings/Unresolvable", "ThemeInstances/Instances",
        "ThemeInstances/Protocols", "ThemeInstances/Overrides", "SwiftSourceReader/App",
        // Readings per enum case and per instance, whose explanations ask type questions on the reading thread
        // (a debug build's `CodeEvaluator.assertOwnThread` stops a reading that uses another thread's evaluator).
        "UsagePairings/Shapes/CaseValues", "UsagePairings/Shapes/CaseLayouts", "UsagePairings/Shapes/CustomSwiftGen",
        "UsagePairings/Shapes/ModifierPlates", "UsagePairings/Shapes/StyleSheets", "UsagePairings/Shapes/ThemeTables",
        // Subclassed theme instances beside readings per enum case: the explanation of a case reading asks whether
        // the instances inherit from the enum's type (2026-11-27: a SIGSEGV on a large folder, from that question
        // asked of the first chunk's evaluator on the second chunk's thread).
        "ThemeInstances/Overrides+UsagePairings/Shapes/CaseValues",
    ]

    /// The source files of a fixture folder, in path order, scanned; `A+B` reads folder A's files, then B's.
    static func scanned(_ folder: String) throws -> (files: [CodeFile], paths: [String]) {
        if folder.contains("+") {
            var all: (files: [CodeFile], paths: [String]) = ([], [])
            for part in folder.split(separator: "+") {
                let (files, paths) = try scanned(String(part))
                all.files += files
                all.paths += paths
            }
            return all
        }
        let root = Fixtures.url(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted().filter { name in
            ["swift", "m", "h"].contains((name as NSString).pathExtension)
        }
        var files: [CodeFile] = []
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(name)))
            files.append(CodeDeclarationScanner.scan(bytes, language: name.hasSuffix(".swift") ? .swift : .objectiveC))
        }
        return (files, names.map { folder + "/" + $0 })
    }

    static func build(_ files: [CodeFile], _ paths: [String], usageThreshold: Int) -> Theme? {
        CodeThemeBuilder.build(
            files: files, paths: paths, name: "t", displayPath: "t", format: .swiftSource,
            usageThreshold: usageThreshold)
    }

    @Test(arguments: folders)
    func usageReadInParallelEqualsReadInOrder(_ folder: String) throws {
        let (files, paths) = try Self.scanned(folder)
        try #require(!files.isEmpty)
        let inOrder = try #require(Self.build(files, paths, usageThreshold: .max))
        // Several times, so that a result depending on which thread finishes first has a chance to show.
        for _ in 0..<4 {
            let parallel = try #require(Self.build(files, paths, usageThreshold: 1))
            #expect(parallel.tokens == inOrder.tokens)
            #expect(parallel.pairings == inOrder.pairings)
            #expect(parallel.warnings == inOrder.warnings)
            #expect(parallel.unevaluatedPairings == inOrder.unevaluatedPairings)
        }
    }

    /// The fixtures above hold usage pairings at all (so the comparison is not between two empty lists).
    @Test func theFixturesHaveUsagePairings() throws {
        var total = 0
        for folder in Self.folders where folder.hasPrefix("UsagePairings/") {
            let (files, paths) = try Self.scanned(folder)
            total += Self.build(files, paths, usageThreshold: .max)?.pairings.count ?? 0
        }
        #expect(total >= 10)
    }
}

/// `CodeEvaluator.mayBind`: an initializer is skipped (its arguments not evaluated for it) only when no binding of
/// the labels exists, so it must accept every label list that `bind` can take.
@Suite struct MayBindTests {
    static let position = CodePosition(line: 1, column: 1, offset: 0)

    static func parameters(_ labels: [String?], defaults: Set<Int> = []) -> [CodeParameter] {
        labels.enumerated().map { index, label in
            CodeParameter(
                label: label, name: "p\(index)", type: "CGFloat",
                defaultValue: defaults.contains(index) ? .number(1, isInteger: true, position) : nil)
        }
    }

    static func arguments(_ labels: [String?]) -> [CodeArgument] {
        labels.map { CodeArgument(label: $0, value: .number(0.5, isInteger: false, position)) }
    }

    @Test func labelsDecide() {
        let evaluator = CodeEvaluator(files: [], paths: [])
        let rgba = Self.parameters(["red", "green", "blue", "alpha"], defaults: [3])
        // Expected by hand: each argument label must find a later parameter of that label.
        #expect(evaluator.mayBind(rgba, Self.arguments(["red", "green", "blue", "alpha"])))
        #expect(evaluator.mayBind(rgba, Self.arguments(["red", "green", "blue"])))
        #expect(!evaluator.mayBind(rgba, Self.arguments(["rgb"])))
        #expect(!evaluator.mayBind(rgba, Self.arguments(["green", "red"])))
        #expect(!evaluator.mayBind(rgba, Self.arguments(["red", "green", "blue", "alpha", "alpha"])))
        // An unlabelled argument may be a trailing closure, which binds to any parameter.
        #expect(evaluator.mayBind(rgba, Self.arguments(["red", nil])))
        #expect(evaluator.mayBind(Self.parameters([nil]), Self.arguments([nil])))
        #expect(!evaluator.mayBind(Self.parameters([nil]), Self.arguments(["hex"])))
        #expect(!evaluator.mayBind([], Self.arguments([nil])))
    }

    /// Whenever `bind` takes the arguments, `mayBind` says they may bind.
    @Test func neverRefusesWhatBindTakes() {
        let evaluator = CodeEvaluator(files: [], paths: [])
        let labelSets: [[String?]] = [[], ["a"], ["b"], [nil], ["a", "b"], ["b", "a"], ["a", nil], [nil, "a"]]
        let parameterSets = [
            Self.parameters(["a", "b"]), Self.parameters(["a", "b"], defaults: [0, 1]), Self.parameters([nil, "a"]),
            Self.parameters(["a"], defaults: [0]), Self.parameters([nil]),
        ]
        var bound = 0
        for parameters in parameterSets {
            for labels in labelSets {
                let scope = CodeScope(parent: nil, typePath: [], selfValue: nil, file: 0)
                let values = labels.map { (label: $0, value: CodeValue.number(0.5, .float)) }
                if evaluator.bind(parameters, values, into: scope) {
                    bound += 1
                    #expect(evaluator.mayBind(parameters, Self.arguments(labels)), "\(labels)")
                }
            }
        }
        #expect(bound >= 8)
    }
}

/// App initializers of one `self.init(...)` computed from their parameters run compiled
/// (`CodeEvaluator+Compiled.swift`): every token, warning and pairing must be what the generic evaluator gives.
@Suite struct CompiledInitializerTests {
    static let folders = ["CompiledInitializers"] + ReaderParallelismTests.folders

    @Test(arguments: folders)
    func compiledEqualsGeneric(_ folder: String) throws {
        let (files, paths) = try ReaderParallelismTests.scanned(folder)
        try #require(!files.isEmpty)
        let compiled = try #require(ReaderParallelismTests.build(files, paths, usageThreshold: 1))
        let generic = try #require(
            CodeEvaluator.$compilesInitializers.withValue(false) {
                ReaderParallelismTests.build(files, paths, usageThreshold: 1)
            })
        #expect(compiled.tokens == generic.tokens)
        #expect(compiled.pairings == generic.pairings)
        #expect(compiled.warnings == generic.warnings)
        #expect(compiled.unevaluatedPairings == generic.unevaluatedPairings)
    }

    /// The fixture's helpers do run compiled (so the comparison above compares two ways), those near the shape
    /// do not, and the compiled values are the ones the bytes give.
    @Test func theFixtureRunsCompiled() throws {
        let (files, paths) = try ReaderParallelismTests.scanned("CompiledInitializers")
        let evaluator = CodeEvaluator(files: files, paths: paths)
        for index in evaluator.entries.indices where evaluator.isCandidate(index) {
            _ = evaluator.declarationValue(index)
        }
        var compiled: [String] = []
        for index in evaluator.entries.indices {
            guard evaluator.compiled.indices.contains(index), case .compiled = evaluator.compiled[index] else {
                continue
            }
            let declaration = evaluator.entries[index].declaration
            compiled.append(evaluator.entries[index].key + "(" + declaration.parameters.map(\.name).joined() + ")")
        }
        // Compiled at the first call, including the helpers whose calls then fall back (a division by zero, a
        // missing argument, a string for a number): `value` is the parameter name of five of them.
        let expected =
            ["Color(rgb)", "UIColor(degrees)", "UIColor(gray)", "UIColor(rgba)", "UIColor(rgb)"]
            + Array(repeating: "UIColor(value)", count: 5)
        #expect(compiled.sorted() == expected.sorted())
        let theme = try #require(ReaderParallelismTests.build(files, paths, usageThreshold: 1))
        let values = SwiftSourceFixtures.dump(theme)
        // 0x1C1C1E: red 0x1C, green 0x1C, blue 0x1E.
        #expect(values["Palette.charcoal"]?.hasSuffix("=#1C1C1E") == true)
        #expect(values["Palette.mint"]?.hasSuffix("=#0CC863") == true)
        #expect(values["Palette.mid"]?.hasSuffix("=#808080") == true)
        #expect(values["Palette.infinite"]?.hasSuffix("=unresolvable") == true)
        #expect(values["Palette.partial"]?.hasSuffix("=unresolvable") == true)
    }
}

/// `CodeThemeBuilder.enclosingPath(ofToken:)` cuts ASCII names at their last dot: it must give what splitting at
/// dots (empty parts dropped) and joining all but the last part gives, for every name.
@Suite struct EnclosingPathTests {
    static func bySplitting(_ name: String) -> String {
        name.split(separator: ".").dropLast().joined(separator: ".")
    }

    @Test func equalsSplittingOnEdgeCases() {
        let names = [
            "", ".", "..", "a", "a.", ".a", "a.b", "a..b", "Theme.Colors.link", "é.b", "a.é", "a.\u{301}b", ".\u{301}",
            "Palette0.c10", "a.b.", "...a...b...",
        ]
        for name in names { #expect(CodeThemeBuilder.enclosingPath(ofToken: name) == Self.bySplitting(name)) }
    }

    @Test func equalsSplittingOnRandomNames() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "B", "0", ".", ".", "_", "é", "\u{301}"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...10, using: &generator)
            let name = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(CodeThemeBuilder.enclosingPath(ofToken: name) == Self.bySplitting(name), "\(name)")
        }
    }
}
