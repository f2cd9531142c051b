import UIKit

extension UIColor {
    static let inkDark = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
    static let paperDark = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    static let inkLight = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    static let paperLight = UIColor(white: 0.97, alpha: 1)
    static let hintOnDay = Look.day.color(for: .hint) ?? .systemOrange
}

enum Role: Hashable {
    case ink
    case paper
    case hint
}

protocol RoleTable {
    static var roles: [Role: UIColor] { get }
}

struct NightTable: RoleTable {
    static let roles: [Role: UIColor] = [
        .ink: .inkDark,
        .paper: .paperDark,
        .hint: .gray,
    ]
}

struct DayTable: RoleTable {
    static let roles: [Role: UIColor] = [
        .ink: .inkLight,
        .paper: .paperLight,
    ]
}

enum Look: Int, CaseIterable {
    case night
    case day

    private var table: [Role: UIColor] {
        switch self {
        case .night: return NightTable.roles
        case .day: return DayTable.roles
        }
    }

    func color(for role: Role) -> UIColor? {
        return table[role]
    }
}

enum LookManager {
    private static var stored: Look = .night
    static var current: Look { stored }
}
