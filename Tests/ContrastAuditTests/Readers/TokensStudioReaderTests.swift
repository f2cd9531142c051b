import Foundation
import Testing

@testable import ContrastAudit
@testable import audit

/// Tokens Studio projects: `$themes.json` themes to appearances, set merging, `source` sets, grouped themes.
@Suite struct TokensStudioReaderTests {
    /// A small project in the legacy format, shaped like compound-design-tokens: a palette per theme, semantic
    /// aliases shared by all themes, one semantic token whose alias target differs per theme.
    static let legacyProject: [String: String] = [
        "tokens/$themes.json": """
        [
          { "id": "1", "name": "Global", "selectedTokenSets": { "global": "enabled" } },
          { "id": "2", "name": "Light", "selectedTokenSets": { "light": "enabled", "semantic": "enabled", "semantic-light": "enabled" } },
          { "id": "3", "name": "Dark", "selectedTokenSets": { "dark": "enabled", "semantic": "enabled", "semantic-dark": "enabled" } },
          { "id": "4", "name": "Light HC", "selectedTokenSets": { "light-hc": "enabled", "semantic": "enabled", "semantic-light": "enabled" } },
          { "id": "5", "name": "Dark HC", "selectedTokenSets": { "dark-hc": "enabled", "semantic": "enabled", "semantic-dark": "enabled" } }
        ]
        """,
        "tokens/$metadata.json": """
        { "tokenSetOrder": ["global", "light", "dark", "light-hc", "dark-hc", "semantic-light", "semantic-dark", "semantic"] }
        """,
        "tokens/global.json": ##"{ "space": { "1x": { "value": "4", "type": "spacing" } } }"##,
        "tokens/light.json": """
        { "color": { "gray": { "100": { "value": "#ffffff", "type": "color" }, "900": { "value": "hsl(0, 0%, 10%, 1)", "type": "color" } } } }
        """,
        "tokens/dark.json": """
        { "color": { "gray": { "100": { "value": "#101010", "type": "color" }, "900": { "value": "hsla(0, 0%, 90%, 1)", "type": "color" } } } }
        """,
        "tokens/light-hc.json": """
        { "color": { "gray": { "100": { "value": "#ffffff", "type": "color" }, "900": { "value": "#000000", "type": "color" } } } }
        """,
        "tokens/dark-hc.json": """
        { "color": { "gray": { "100": { "value": "#000000", "type": "color" }, "900": { "value": "#ffffff", "type": "color" } } } }
        """,
        "tokens/semantic.json": """
        {
          "color": {
            "text": { "primary": { "value": "{color.gray.900}", "type": "color", "description": "Body text." } },
            "bg": { "canvas": { "value": "{color.gray.100}", "type": "color" } },
            "surface": { "value": "{color.bg.canvas}", "type": "color" }
          }
        }
        """,
        "tokens/semantic-light.json":
            ##"{ "color": { "bg": { "subtle": { "value": "{color.gray.100}", "type": "color" } } } }"##,
        "tokens/semantic-dark.json":
            ##"{ "color": { "bg": { "subtle": { "value": "{color.gray.900}", "type": "color" } } } }"##,
    ]

    @Test func themesMapToAppearancesAndAliasesResolvePerAppearance() throws {
        let theme = try loadTokenTheme(Self.legacyProject, path: "tokens")
        #expect(theme.format == .tokensStudio)
        #expect(theme.name == "tokens")
        #expect(theme.path == "tokens")
        #expect(
            Set(theme.tokens.map(\.name))
                == [
                    "color.gray.100", "color.gray.900", "color.text.primary", "color.bg.canvas", "color.surface",
                    "color.bg.subtle",
                ])
        #expect(theme.warnings.isEmpty, "\(theme.warnings)")
        #expect(theme.definesHighContrast)
        let resolved = try theme.resolvedForTest()
        let expected: [(String, String, String)] = [
            ("color.text.primary", "light", "#1A1A1A"),
            ("color.text.primary", "dark", "#E6E6E6"),
            ("color.text.primary", "light.high-contrast", "#000000"),
            ("color.text.primary", "dark.elevated.high-contrast", "#FFFFFF"),
            ("color.surface", "dark", "#101010"),
            ("color.surface", "light.elevated", "#FFFFFF"),
            // Two themes alias different targets: a variant per theme.
            ("color.bg.subtle", "light", "#FFFFFF"),
            ("color.bg.subtle", "dark", "#E6E6E6"),
            ("color.bg.subtle", "dark.high-contrast", "#FFFFFF"),
        ]
        for (token, appearance, hex) in expected {
            #expect(resolved.hex(token, appearance) == hex, "\(token) in \(appearance)")
        }
        // The semantic alias is written once, so it is one value; the chain crosses files per appearance.
        #expect(theme.token(named: "color.text.primary")?.variants.map(\.selector) == [.any])
        #expect(theme.token(named: "color.bg.subtle")?.variants.count == 4)
        let location = try #require(resolved.color("color.surface", in: Appearance(.dark))?.literal?.location)
        #expect(location.path == "tokens/dark.json")
        #expect(
            resolved.color("color.surface", in: Appearance(.dark))?.chain == [
                "color.surface", "color.bg.canvas", "color.gray.100",
            ])
    }

    @Test func configuredModesOverrideThemeNames() throws {
        var files = Self.legacyProject
        files["tokens/$themes.json"] = """
            [
              { "name": "Day", "selectedTokenSets": { "light": "enabled", "semantic": "enabled", "semantic-light": "enabled" } },
              { "name": "Night", "selectedTokenSets": { "dark": "enabled", "semantic": "enabled", "semantic-dark": "enabled" } },
              { "name": "Dark HC", "selectedTokenSets": { "dark-hc": "enabled", "semantic": "enabled", "semantic-dark": "enabled" } }
            ]
            """
        let theme = try loadTokenTheme(
            files, path: "tokens", modes: ["Day": "light", "Night": "dark", "Dark HC": "dark.elevated"])
        let resolved = try theme.resolvedForTest()
        #expect(resolved.hex("color.text.primary", "light") == "#1A1A1A")
        #expect(resolved.hex("color.text.primary", "dark") == "#E6E6E6")
        #expect(resolved.hex("color.text.primary", "dark.elevated") == "#FFFFFF")
        #expect(!theme.definesHighContrast)

        // Without the configuration "Day" and "Night" say nothing: "Dark HC" is the only appearance and the
        // first unmapped theme covers the rest.
        let unconfigured = try loadTokenTheme(files, path: "tokens")
        let fallback = try unconfigured.resolvedForTest()
        #expect(fallback.hex("color.text.primary", "light") == "#1A1A1A")
        #expect(fallback.hex("color.text.primary", "dark.high-contrast") == "#FFFFFF")
        #expect(
            unconfigured.warnings.map(\.message) == [
                "theme \"Night\" maps to no appearance and is not audited; map themes to appearances with \"modes\" in .contrastaudit.json"
            ])
    }

    /// A grouped project shaped like designsystemet: a "Color scheme" group, a "Brand" group, and semantic
    /// tokens in a `source`-backed set.
    static let groupedProject: [String: String] = [
        "ds/$themes.json": """
        [
          { "name": "Light", "group": "Color scheme", "selectedTokenSets": { "primitives/light": "enabled" } },
          { "name": "Dark", "group": "Color scheme", "selectedTokenSets": { "primitives/dark": "enabled" } },
          { "name": "Ocean", "group": "Brand", "selectedTokenSets": { "brand/ocean": "enabled" } },
          { "name": "Forest", "group": "Brand", "selectedTokenSets": { "brand/forest": "enabled" } },
          { "name": "Semantic", "group": "Semantic", "selectedTokenSets": { "semantic": "enabled", "base": "source", "unused": "disabled" } }
        ]
        """,
        "ds/$metadata.json":
            ##"{ "tokenSetOrder": ["base", "primitives/light", "primitives/dark", "brand/ocean", "brand/forest", "semantic"] }"##,
        "ds/base.json":
            ##"{ "base": { "white": { "$type": "color", "$value": "#ffffff" }, "ink": { "$type": "color", "$value": "{scheme.ink}" } } }"##,
        "ds/primitives/light.json": """
        { "scheme": { "$type": "color", "ink": { "$value": "#111111" }, "paper": { "$value": "{base.white}" } } }
        """,
        "ds/primitives/dark.json": """
        { "scheme": { "$type": "color", "ink": { "$value": "#eeeeee" }, "paper": { "$value": "#121212" } } }
        """,
        "ds/brand/ocean.json":
            ##"{ "brand": { "$type": "color", "main": { "$value": "{scheme.ink}" }, "accent": { "$value": "#0066cc" } } }"##,
        "ds/brand/forest.json":
            ##"{ "brand": { "$type": "color", "main": { "$value": "#228b22" }, "accent": { "$value": "#2e8b57" } } }"##,
        "ds/semantic.json": """
        { "text": { "$type": "color", "default": { "$value": "{base.ink}" }, "accent": { "$value": "{brand.accent}" } }, "bg": { "$type": "color", "$value": "{scheme.paper}" } }
        """,
    ]

    @Test func groupedThemesVaryOnlyByTheAppearanceGroup() throws {
        let theme = try loadTokenTheme(Self.groupedProject, path: "ds")
        // Source set tokens ("base.white", "base.ink") are not audited, but resolve references.
        #expect(
            Set(theme.tokens.map(\.name))
                == ["scheme.ink", "scheme.paper", "brand.main", "brand.accent", "text.default", "text.accent", "bg"])
        let resolved = try theme.resolvedForTest()
        #expect(resolved.hex("text.default", "light") == "#111111")
        #expect(resolved.hex("text.default", "dark") == "#EEEEEE")
        #expect(resolved.hex("bg", "light") == "#FFFFFF")
        #expect(resolved.hex("bg", "dark.elevated") == "#121212")
        #expect(resolved.hex("text.accent", "dark") == "#0066CC")
        #expect(resolved.hex("brand.main", "dark") == "#EEEEEE")
        // The source token was followed in place: the literal is in the source set's file.
        #expect(
            resolved.color("text.default", in: Appearance(.light))?.literal?.location.path == "ds/primitives/light.json"
        )
        #expect(
            theme.warnings.map(\.message) == [
                "group \"Brand\" does not vary by appearance, so only its first theme, \"Ocean\", is audited; not audited: \"Forest\""
            ])
        #expect(!theme.definesHighContrast)
    }

    @Test func aThemeGroupCanBeChosenByConfiguration() throws {
        let theme = try loadTokenTheme(
            Self.groupedProject, path: "ds", modes: ["Ocean": "normal-contrast", "Forest": "high-contrast"])
        let resolved = try theme.resolvedForTest()
        #expect(resolved.hex("text.accent", "light") == "#0066CC")
        #expect(resolved.hex("text.accent", "dark.high-contrast") == "#2E8B57")
        #expect(resolved.hex("brand.main", "light.high-contrast") == "#228B22")
        #expect(theme.definesHighContrast)
    }

    @Test func laterSetsOverrideEarlierOnes() throws {
        let files = [
            "p/$themes.json":
                ##"[{ "name": "Light", "selectedTokenSets": { "overrides": "enabled", "core": "enabled" } }]"##,
            "p/$metadata.json": ##"{ "tokenSetOrder": ["core", "overrides"] }"##,
            "p/core.json":
                ##"{ "fg": { "value": "#111111", "type": "color" }, "bg": { "value": "#eeeeee", "type": "color" } }"##,
            "p/overrides.json": ##"{ "fg": { "value": "#222222", "type": "color" } }"##,
        ]
        let theme = try loadTokenTheme(files, path: "p")
        let resolved = try theme.resolvedForTest()
        #expect(resolved.hex("fg", "light") == "#222222")
        #expect(resolved.hex("bg", "light") == "#EEEEEE")
        // Only light is defined: the other appearances are unresolvable, an error only when a pairing needs them.
        guard case .unresolvable(let reason, _) = theme.token(named: "fg")?.variant(for: Appearance(.dark))?.value
        else {
            Issue.record("dark must be unresolvable")
            return
        }
        #expect(reason.hasPrefix("no theme in $themes.json maps to dark, dark.elevated"))
    }

    @Test func singleFileProjectsAndLoneSetsAreRead() throws {
        let single = """
            {
              "core": { "ink": { "value": "#000000", "type": "color" }, "paper": { "value": "#ffffff", "type": "color" } },
              "dark": { "ink": { "value": "#ffffff", "type": "color" }, "paper": { "value": "#000000", "type": "color" } },
              "$themes": [
                { "name": "Light", "selectedTokenSets": { "core": "enabled" } },
                { "name": "Dark", "selectedTokenSets": { "core": "enabled", "dark": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": ["core", "dark"] }
            }
            """
        let theme = try loadTokenTheme(["studio.json": single], path: "studio.json")
        #expect(theme.format == .tokensStudio)
        let resolved = try theme.resolvedForTest()
        #expect(resolved.hex("ink", "light") == "#000000")
        #expect(resolved.hex("ink", "dark") == "#FFFFFF")
        #expect(resolved.color("ink", in: Appearance(.dark))?.literal?.location.path == "studio.json")

        let lone = try loadTokenTheme(
            ["theme-light.json": ##"{ "gray": { "100": { "value": "hsla(0, 0%, 100%, 0.5)", "type": "color" } } }"##],
            path: "theme-light.json")
        #expect(lone.format == .tokensStudio)
        #expect(try lone.resolvedForTest().hex("gray.100", "dark") == "#FFFFFF80")
    }

    @Test func modifiersAreUnresolvableNotGuessed() throws {
        let files = [
            "m/$themes.json":
                ##"[{ "name": "Light", "selectedTokenSets": { "s": "enabled" } }, { "name": "Dark", "selectedTokenSets": { "s": "enabled" } }]"##,
            "m/s.json": """
            {
              "base": { "value": "#336699", "type": "color" },
              "soft": { "value": "{base}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "hsl" } } } },
              "veil": { "value": "rgba({base}, 0.5)", "type": "color" }
            }
            """,
        ]
        let theme = try loadTokenTheme(files, path: "m")
        guard case .unresolvable(let reason, _) = theme.token(named: "soft")?.variants.first?.value else {
            Issue.record("a modifier must not be ignored")
            return
        }
        #expect(reason == "it uses a Tokens Studio color modifier (lighten 0.2 in hsl), which is not evaluated")
        #expect(theme.warnings.first?.message.hasPrefix("2 color tokens (first \"soft\")") == true)
        _ = try theme.resolvedForTest()
    }
}
