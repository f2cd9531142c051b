import SwiftUI

enum Jar {
    static let card = Color(red: 1, green: 1, blue: 1)
    static let chip = Color(red: 0.9, green: 0.9, blue: 0.92)
    static let ink = Color(red: 0.35, green: 0.35, blue: 0.4)
}

/// The card the offers are placed on.
struct TipCard: View {
    var body: some View {
        VStack {
            Offers(names: ["Coffee", "Taco"])
        }
        .padding(18)
        .background(RoundedRectangle(cornerRadius: 13).fill(Jar.card))
    }
}

/// One `.foregroundColor` for the whole list: the name sits on whatever the list is placed on (the card), the
/// price on its own chip. Read alone, the price was paired and the name was "not evaluated"; placed, the name's
/// pairing was dropped because the same site already had a pairing (the price's).
struct Offers: View {
    let names: [String]

    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in
                HStack {
                    Text(name)
                    Spacer()
                    Text("$1")
                        .padding(6)
                        .background(Jar.chip, in: RoundedRectangle(cornerRadius: 8))
                }
            }
        }
        .foregroundColor(Jar.ink)
    }
}
