import UIKit

extension UIColor {
    convenience init(rgb: Int) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}

enum ThemeType {
    case light, dark, contrastLight, contrastDark
}

/// Generated: the constants' theme suffixes (`ContrastLight`) are theme names, not roles.
enum ThemeColor {
    private static let primaryText01Light = UIColor(rgb: 0x292B2E)
    private static let primaryText01Dark = UIColor(rgb: 0xFFFFFF)
    private static let primaryText01ContrastLight = UIColor(rgb: 0x000000)
    private static let primaryText01ContrastDark = UIColor(rgb: 0xFFFFFF)
    private static let primaryUi01Light = UIColor(rgb: 0xFFFFFF)
    private static let primaryUi01Dark = UIColor(rgb: 0x292B2E)
    private static let primaryUi01ContrastLight = UIColor(rgb: 0xFFFFFF)
    private static let primaryUi01ContrastDark = UIColor(rgb: 0x000000)
    private static let primaryIcon01Light = UIColor(rgb: 0x6B6B6B)
    private static let primaryIcon01Dark = UIColor(rgb: 0xB0B0B0)
    private static let primaryIcon01ContrastLight = UIColor(rgb: 0x3A3A3A)
    private static let primaryIcon01ContrastDark = UIColor(rgb: 0xE0E0E0)

    static func primaryText01(for theme: ThemeType) -> UIColor {
        switch theme {
        case .light: return primaryText01Light
        case .dark: return primaryText01Dark
        case .contrastLight: return primaryText01ContrastLight
        case .contrastDark: return primaryText01ContrastDark
        }
    }

    static func primaryUi01(for theme: ThemeType) -> UIColor {
        switch theme {
        case .light: return primaryUi01Light
        case .dark: return primaryUi01Dark
        case .contrastLight: return primaryUi01ContrastLight
        case .contrastDark: return primaryUi01ContrastDark
        }
    }

    static func primaryIcon01(for theme: ThemeType) -> UIColor {
        switch theme {
        case .light: return primaryIcon01Light
        case .dark: return primaryIcon01Dark
        case .contrastLight: return primaryIcon01ContrastLight
        case .contrastDark: return primaryIcon01ContrastDark
        }
    }
}

/// One switch over shades: a palette, not themes.
enum BrandShade {
    case shade10, shade20, shade30
}

enum BrandColors {
    static func brand(_ shade: BrandShade) -> UIColor {
        switch shade {
        case .shade10: return UIColor(rgb: 0xE8F0FE)
        case .shade20: return UIColor(rgb: 0x8AB4F8)
        case .shade30: return UIColor(rgb: 0x1A73E8)
        }
    }
}

/// Two switches over roles whose names say nothing of themes: roles, not themes.
enum ListRole {
    case title, detail
}

enum ListColors {
    static func day(_ role: ListRole) -> UIColor {
        switch role {
        case .title: return UIColor(rgb: 0x111111)
        case .detail: return UIColor(rgb: 0x555555)
        }
    }

    static func night(_ role: ListRole) -> UIColor {
        switch role {
        case .title: return UIColor(rgb: 0xEEEEEE)
        case .detail: return UIColor(rgb: 0xAAAAAA)
        }
    }
}
