import SwiftUI

extension Color {
    static let pick = Color(red: 0.1, green: 0.3, blue: 0.7)
    static let paper = Color(red: 0.97, green: 0.97, blue: 0.97)
    static let mute = Color(red: 0.5, green: 0.5, blue: 0.5)
}

// Both colors computed from the chip's own flag: the selected text meets the selected fill only.
struct Chip: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        Text(title)
            .foregroundStyle(ink)
            .background(fill)
    }

    private var ink: Color { isSelected ? .white : .pick }

    private var fill: Color {
        switch isSelected {
        case true:
            return .pick
        case false:
            return .paper
        }
    }
}

// The same with `if` and a property read through `self`.
struct Toggle2: View {
    let on: Bool

    var body: some View {
        Text("Sync")
            .foregroundColor(self.label)
            .background(plate)
    }

    private var label: Color {
        if on {
            return .white
        }
        return .mute
    }

    private var plate: Color {
        if on { return .pick } else { return .paper }
    }
}

enum Level {
    case info, warn, fault
}

// Colors chosen by a switch over the badge's level: one reading per level, each text on its own fill.
struct LevelBadge: View {
    let level: Level

    var body: some View {
        Text("New")
            .foregroundColor(ink)
            .background(fill)
    }

    private var ink: Color {
        switch level {
        case .info: return .pick
        case .warn: return .mute
        case .fault: return .white
        }
    }

    private var fill: Color {
        switch level {
        case .fault: return .pick
        case .warn, .info: return .paper
        }
    }
}

// The fill on the stack, the text color on the text inside: the case the stack took is the text's.
struct LevelTag: View {
    let level: Level

    var body: some View {
        VStack {
            Text("Tag")
                .foregroundColor(ink)
        }
        .background(fill)
    }

    private var ink: Color {
        switch level {
        case .fault: return .white
        default: return .pick
        }
    }

    private var fill: Color {
        switch level {
        case .fault: return .pick
        default: return .paper
        }
    }
}
