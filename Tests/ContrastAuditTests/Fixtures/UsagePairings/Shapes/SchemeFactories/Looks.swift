import SwiftUI

/// The looks a reader picks in the settings; each gives a set of colors for the current color scheme.
enum Look: String, CaseIterable {
    case paper
    case harbor

    func colors(for scheme: ColorScheme) -> LookColors {
        switch self {
        case .paper: return .paper(scheme)
        case .harbor: return .harbor(scheme)
        }
    }
}

struct LookColors {
    let page: Color
    let ink: Color
    let faint: Color

    static func paper(_ scheme: ColorScheme) -> LookColors {
        let night = scheme == .dark
        return LookColors(
            page: night ? Color(red: 0.1, green: 0.1, blue: 0.1) : Color(red: 0.98, green: 0.97, blue: 0.94),
            ink: night ? Color(red: 0.9, green: 0.9, blue: 0.88) : Color(red: 0.15, green: 0.15, blue: 0.15),
            faint: Color(red: 0.6, green: 0.6, blue: 0.6)
        )
    }

    static func harbor(_: ColorScheme) -> LookColors {
        LookColors(
            page: Color(red: 0.05, green: 0.2, blue: 0.35),
            ink: Color(red: 0.85, green: 0.92, blue: 1.0),
            faint: Color(red: 0.35, green: 0.45, blue: 0.55)
        )
    }
}

private struct LookKey: EnvironmentKey {
    static let defaultValue: Look = .paper
}

extension EnvironmentValues {
    var look: Look {
        get { self[LookKey.self] }
        set { self[LookKey.self] = newValue }
    }
}

/// The colors of the look in the environment, for the view's color scheme.
@propertyWrapper
struct LookColorsNow: DynamicProperty {
    @Environment(\.look) private var look
    @Environment(\.colorScheme) private var scheme

    var wrappedValue: LookColors { look.colors(for: scheme) }
}
