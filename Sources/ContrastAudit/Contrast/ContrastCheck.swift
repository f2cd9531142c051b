/// The WCAG 2 success criteria a single pairing is checked against by `audit contrast`.
package enum WCAGCriterion: String, Sendable, Hashable, Codable, CaseIterable {
    case aa
    case aaLarge
    case aaa
    case aaaLarge
    case nonText

    /// The minimum ratio.
    package var minimum: Double {
        switch self {
        case .aa: WCAG2Contrast.aa
        case .aaLarge: WCAG2Contrast.aaLarge
        case .aaa: WCAG2Contrast.aaa
        case .aaaLarge: WCAG2Contrast.aaaLarge
        case .nonText: WCAG2Contrast.nonText
        }
    }
}

/// Everything `audit contrast` reports about one foreground on a stack of backgrounds.
///
/// This is also the library's one-call contrast check for app code: build it from the colors as the
/// user sees them (translucent ones included) and read `ratio` and `passes(_:)`.
package struct ContrastCheck: Sendable, Hashable {
    /// The foreground as given.
    package var foreground: Color
    /// The backgrounds as given, nearest first.
    package var backgrounds: [Color]
    /// The opaque colors compared, or `nil` when the stack is translucent all the way down and the
    /// backdrop is unknown.
    package var composited: (foreground: Color, background: Color)? {
        guard let compositedForeground, let compositedBackground else { return nil }
        return (compositedForeground, compositedBackground)
    }
    var compositedForeground: Color?
    var compositedBackground: Color?
    /// The WCAG 2 ratio; with an unknown backdrop, the worst case over every backdrop.
    package var ratio: Double
    /// With an unknown backdrop, the range over every opaque backdrop.
    package var range: BackdropRange?
    /// APCA Lc of the composited pair; `nil` when the backdrop is unknown.
    package var apcaLc: Double?
    /// HSB brightness of the composited foreground and background; `nil` when the backdrop is unknown.
    package var brightness: (foreground: Double, background: Double)? {
        guard let compositedForeground, let compositedBackground else { return nil }
        return (HSBBrightness.brightness(compositedForeground), HSBBrightness.brightness(compositedBackground))
    }

    /// Evaluates `foreground` drawn on `backgrounds` (nearest first).
    package init(foreground: Color, backgrounds: [Color]) {
        self.foreground = foreground
        self.backgrounds = backgrounds
        let flattened = Color.flatten(backgrounds) ?? .clear
        if flattened.isOpaque {
            let fg = foreground.composited(over: flattened)
            compositedForeground = fg
            compositedBackground = flattened
            ratio = WCAG2Contrast.ratio(fg, flattened)
            apcaLc = APCAContrast.lc(text: fg, background: flattened)
        } else {
            let range = BackdropRange.wcag2(foreground: foreground, over: [flattened])
            self.range = range
            ratio = range.min
        }
    }

    /// Whether the (worst-case) ratio meets a criterion, compared unrounded.
    package func passes(_ criterion: WCAGCriterion) -> Bool {
        ratio >= criterion.minimum
    }

    package static func == (lhs: ContrastCheck, rhs: ContrastCheck) -> Bool {
        lhs.foreground == rhs.foreground && lhs.backgrounds == rhs.backgrounds
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(foreground)
        hasher.combine(backgrounds)
    }
}
