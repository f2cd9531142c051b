import SwiftUI
import UIKit

extension Color {
    /// `self = ...` in an initializer whose closure parameter is `@escaping`.
    init(provider: @escaping (UITraitCollection) -> Color) {
        self = Self(UIColor { UIColor(provider($0)) })
    }

    static let adaptiveInk = Self {
        $0.userInterfaceStyle == .dark ? Color.white : Color.black
    }
}
