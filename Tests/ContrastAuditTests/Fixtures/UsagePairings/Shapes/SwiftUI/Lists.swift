import SwiftUI

/// Rows draw their own background: the list's `.background` shows only around them.
struct SettingsList: View {
    var body: some View {
        List {
            Text("Around the rows").foregroundColor(.white)
            Text("On its row").foregroundColor(.muted).listRowBackground(Color.chip)
        }
        .background(Color.chip)
    }
}

struct SettingsForm: View {
    var body: some View {
        ZStack {
            Color.card
            Form {
                Text("In a form row").foregroundColor(.muted)
            }
        }
    }
}

/// A plain list's rows are the system background; an inset grouped one's are the grouped row color.
struct PlainAndGrouped: View {
    var body: some View {
        VStack {
            List {
                Text("Plain row").foregroundColor(.chip)
            }
            .listStyle(.plain)
            List {
                Text("Grouped row").foregroundColor(.chip)
            }
            .listStyle(InsetGroupedListStyle())
        }
    }
}

/// A clear row shows the list's own background; a menu's items are drawn in its popup, its label in the row.
struct ClearRows: View {
    var body: some View {
        Form {
            Text("See-through").foregroundColor(.chip).listRowBackground(Color.clear)
            Menu {
                Button("Rename") {}.foregroundColor(.white)
            } label: {
                Text("More").foregroundColor(.muted)
            }
        }
    }
}
