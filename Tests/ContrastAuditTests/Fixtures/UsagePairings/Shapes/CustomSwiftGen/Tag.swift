import SwiftUI

// SwiftGen's enum is named `KitAsset` in this project; its generated file is not among the inputs.
enum TagStyle {
    case alert
    case plain

    var textColor: Color {
        switch self {
        case .alert:
            KitAsset.Colors.tagText.swiftUIColor
        case .plain:
            Color.black
        }
    }

    var backgroundColor: Color {
        switch self {
        case .alert:
            KitAsset.Colors.tagBackground.swiftUIColor
        case .plain:
            Color.white
        }
    }
}

struct TagView: View {
    let style: TagStyle

    var body: some View {
        Text("Alert")
            .foregroundColor(style.textColor)
            .background(style.backgroundColor)
    }
}
