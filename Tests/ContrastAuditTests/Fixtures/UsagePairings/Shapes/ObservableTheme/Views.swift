import SwiftUI

struct Banner: View {
    @Environment(Skin.self) var skin

    var body: some View {
        Text("Welcome back")
            .foregroundStyle(skin.ink)
            .background(skin.paper)
    }
}

struct Choice: View {
    @Environment(Skin.self) private var skin
    let chosen: Bool

    var body: some View {
        Text("Option")
            .foregroundStyle(chosen ? skin.paper : skin.accent)
            .background(chosen ? skin.accent : skin.paper)
    }
}
