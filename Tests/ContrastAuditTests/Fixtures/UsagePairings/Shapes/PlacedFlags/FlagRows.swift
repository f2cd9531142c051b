import SwiftUI

enum FlagTones {
    static let name = Color(red: 0.6, green: 0.6, blue: 0.6)
    static let holding = Color(red: 0.46, green: 0.84, blue: 1)
    static let badge = Color(red: 0.9, green: 0.2, blue: 0.2)
}

// A row whose columns are shown by flags its places pass: a column hidden at every place draws nothing.
struct FlagRow: View {
    let showHolding: Bool
    let showBadge: Bool

    var body: some View {
        HStack {
            Text("BTC")
                .foregroundColor(FlagTones.name)
            if showHolding {
                holdingColumn
            }
            if showBadge {
                Text("New")
                    .foregroundColor(FlagTones.badge)
            }
        }
    }
}

extension FlagRow {
    private var holdingColumn: some View {
        Text("0.5 BTC")
            .foregroundColor(FlagTones.holding)
    }
}

struct FlagList: View {
    var body: some View {
        List {
            FlagRow(showHolding: false, showBadge: true)
            FlagRow(showHolding: false, showBadge: false)
        }
        .listStyle(.plain)
    }
}
