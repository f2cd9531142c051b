import SwiftUI

final class Theme {
    static let shared = Theme()
    public private(set) var contrastingTintColor: Color
    public var plain: Color = .red

    init() {
        contrastingTintColor = .red
    }
}
