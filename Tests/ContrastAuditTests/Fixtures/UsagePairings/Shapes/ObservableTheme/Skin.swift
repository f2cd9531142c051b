import SwiftUI

struct Scheme {
    var ink: Color
    var paper: Color
    var accent: Color
}

extension Scheme {
    static let day = Scheme(
        ink: Color(red: 0.1, green: 0.1, blue: 0.1), paper: Color(red: 0.96, green: 0.96, blue: 0.94),
        accent: Color(red: 0.0, green: 0.35, blue: 0.7))
    static let dusk = Scheme(
        ink: Color(red: 0.9, green: 0.9, blue: 0.88), paper: Color(red: 0.16, green: 0.16, blue: 0.2),
        accent: Color(red: 0.45, green: 0.7, blue: 1.0))
}

// The scheme the user picked, shared through the environment; views read its colors through it.
@Observable
final class Skin {
    private var scheme: Scheme

    static var shared: Skin = .init()

    init() {
        scheme = UserDefaults.standard.bool(forKey: "dusk") ? .dusk : .day
    }

    func pick(_ next: Scheme) {
        scheme = next
    }

    var ink: Color { scheme.ink }
    var paper: Color { scheme.paper }
    var accent: Color { scheme.accent }
}
