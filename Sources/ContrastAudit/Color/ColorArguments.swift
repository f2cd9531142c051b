import Foundation

/// The tokenized arguments of a color function such as `rgb(255 0 0 / 50%)`, and their checks.
struct ColorFunctionArguments {
    enum Token: Equatable {
        case number(Double, unit: String)
        case keyword(String)
        case comma
        case slash
    }

    let function: String
    let input: String
    /// The components (three, or four for `color()` with its space name) before any alpha.
    var components: [Token] = []
    var alpha: Token?
    var usesCommas = false

    init(_ body: Substring, function: String, input: String) throws(ColorSyntaxError) {
        self.function = function
        self.input = input
        let tokens = try Self.tokenize(body, function: function, input: input)
        usesCommas = tokens.contains(.comma)
        var values: [Token] = []
        var slashes = 0
        if usesCommas {
            // Legacy syntax: values separated by single commas; the fourth (or fifth for color()) is alpha.
            var expectValue = true
            for token in tokens {
                switch token {
                case .comma:
                    if expectValue { throw error("unexpected \",\"; expected a value between commas") }
                    expectValue = true
                case .slash:
                    throw error("mixes \",\" and \"/\"; use either rgb(255, 0, 0, 0.5) or rgb(255 0 0 / 50%)")
                default:
                    if !expectValue { throw error("missing \",\" between values") }
                    values.append(token)
                    expectValue = false
                }
            }
            if expectValue && !values.isEmpty { throw error("trailing \",\"; expected a value after it") }
        } else {
            for token in tokens {
                if token == .slash {
                    slashes += 1
                    if slashes > 1 { throw error("more than one \"/\"") }
                }
                values.append(token)
            }
        }
        let componentCount = function == "color" ? 4 : 3
        if let slash = values.firstIndex(of: .slash) {
            components = Array(values[..<slash])
            let rest = values[(slash + 1)...]
            guard rest.count == 1 else {
                throw error("expected exactly one alpha value after \"/\", found \(rest.count)")
            }
            alpha = rest.first
        } else {
            components = Array(values.prefix(componentCount))
            if values.count == componentCount + 1 {
                if !usesCommas && function != "hsb" && function != "hsba" {
                    throw error("expected \"/\" before the alpha value, as in \(function)(… / 50%)")
                }
                alpha = values.last
            } else if values.count > componentCount + 1 {
                throw error("expected \(componentCount) values and an optional alpha, found \(values.count) values")
            }
        }
        if components.count != componentCount {
            let what = function == "color" ? "a color space and 3 values" : "3 values"
            throw error("expected \(what), found \(components.count)")
        }
    }

    func error(_ reason: String) -> ColorSyntaxError {
        ColorSyntaxError(input: input, reason: "\(function)() " + reason)
    }

    static func tokenize(_ body: Substring, function: String, input: String) throws(ColorSyntaxError) -> [Token] {
        let bytes = Array(body.utf8)
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: ","):
                tokens.append(.comma)
                index += 1
            case UInt8(ascii: "/"):
                tokens.append(.slash)
                index += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), 0x30...0x39:
                tokens.append(try scanNumber(bytes, at: &index, function: function, input: input))
            default:
                if isLetter(byte) {
                    let start = index
                    while index < bytes.count,
                        isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "-")
                            || isDigit(bytes[index])
                    {
                        index += 1
                    }
                    tokens.append(.keyword(String(decoding: bytes[start..<index], as: UTF8.self).lowercased()))
                } else {
                    let scalar = String(
                        String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).prefix(1))
                    throw ColorSyntaxError(
                        input: input,
                        reason: "\(function)() has an unexpected \(ColorSyntaxError.quote(scalar)); "
                            + "expected numbers separated by spaces or commas")
                }
            }
        }
        return tokens
    }

    /// Scans a CSS `<number>` with its unit (`%` or letters) starting at `index`, and moves `index` past it.
    ///
    /// The grammar: `[+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?`.
    static func scanNumber(
        _ bytes: [UInt8], at index: inout Int, function: String, input: String
    ) throws(ColorSyntaxError) -> Token {
        let start = index
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]) {
            index += 1
            digits += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) {
                index += 1
                digits += 1
            }
        }
        if digits == 0 {
            throw ColorSyntaxError(
                input: input, reason: "\(function)() has a malformed number; expected digits")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e"),
            index + 1 < bytes.count,
            isDigit(bytes[index + 1])
                || ((bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "-"))
                    && index + 2 < bytes.count && isDigit(bytes[index + 2]))
        {
            index += 2
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw ColorSyntaxError(input: input, reason: "\(function)() number \(text) is out of range")
        }
        var unitEnd = index
        if unitEnd < bytes.count, bytes[unitEnd] == UInt8(ascii: "%") {
            unitEnd += 1
        } else {
            while unitEnd < bytes.count, isLetter(bytes[unitEnd]) { unitEnd += 1 }
        }
        let unit = String(decoding: bytes[index..<unitEnd], as: UTF8.self).lowercased()
        index = unitEnd
        return .number(value, unit: unit)
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    // MARK: - Values

    /// A plain number or a percentage of `percentScale`, checked against `range`.
    func value(
        _ token: Token, name: String, percentScale: Double, range: ClosedRange<Double>?, rangeText: String,
        allowNumber: Bool = true, allowPercent: Bool = true
    ) throws(ColorSyntaxError) -> Double {
        switch token {
        case .keyword("none"):
            if usesCommas { throw error("\(name) cannot be \"none\" in the comma syntax") }
            return 0
        case .keyword(let word):
            throw error("\(name) is \(ColorSyntaxError.quote(word)); expected a number")
        case .number(let number, let unit):
            var result = number
            switch unit {
            case "":
                if !allowNumber { throw error("\(name) \(format(number)) needs a unit; expected \(rangeText)") }
            case "%":
                if !allowPercent {
                    throw error("\(name) \(format(number))% cannot be a percentage; expected \(rangeText)")
                }
                result = number / 100 * percentScale
            default:
                throw error("\(name) has unknown unit \(ColorSyntaxError.quote(unit)); expected \(rangeText)")
            }
            if let range, !range.contains(result) {
                throw error("\(name) \(format(number))\(unit) is out of range; expected \(rangeText)")
            }
            return result
        default:
            throw error("expected a value for \(name)")
        }
    }

    func hue(_ token: Token) throws(ColorSyntaxError) -> Double {
        if case .keyword("none") = token, !usesCommas { return 0 }
        guard case .number(let number, let unit) = token else {
            throw error("hue must be a number or an angle like 120deg")
        }
        let degrees: Double
        switch unit {
        case "", "deg": degrees = number
        case "rad": degrees = number * 180 / .pi
        case "grad": degrees = number * 0.9
        case "turn": degrees = number * 360
        default:
            throw error("hue has unknown unit \(ColorSyntaxError.quote(unit)); expected deg, rad, grad or turn")
        }
        // A finite number of turns can overflow to infinity in degrees, and no angle can be reduced from there.
        guard degrees.isFinite else {
            throw error("hue \(format(number))\(unit) is out of range; expected a finite angle")
        }
        return degrees
    }

    func alphaValue() throws(ColorSyntaxError) -> Double {
        guard let alpha else { return 1 }
        return try value(alpha, name: "alpha", percentScale: 1, range: 0...1, rangeText: "0...1 or 0%...100%")
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    // MARK: - Functions

    func rgb() throws(ColorSyntaxError) -> Color {
        if usesCommas {
            let percents = components.map { if case .number(_, "%") = $0 { true } else { false } }
            if Set(percents).count > 1 {
                throw error("mixes numbers and percentages; the comma syntax needs all of one kind")
            }
        }
        var channels: [Double] = []
        for (token, name) in zip(components, ["red", "green", "blue"]) {
            channels.append(
                try value(
                    token, name: name, percentScale: 255, range: 0...255, rangeText: "0...255 or 0%...100%") / 255)
        }
        return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: try alphaValue())
    }

    func hsl() throws(ColorSyntaxError) -> Color {
        let h = try hue(components[0])
        let s = try value(
            components[1], name: "saturation", percentScale: 100, range: 0...100, rangeText: "0%...100%",
            allowNumber: !usesCommas)
        let l = try value(
            components[2], name: "lightness", percentScale: 100, range: 0...100, rangeText: "0%...100%",
            allowNumber: !usesCommas)
        return Color(hue: h, saturation: s / 100, lightness: l / 100, alpha: try alphaValue())
    }

    func hsb() throws(ColorSyntaxError) -> Color {
        let h = try hue(components[0])
        let s = try value(
            components[1], name: "saturation", percentScale: 1, range: 0...1, rangeText: "0%...100% or 0...1")
        let b = try value(
            components[2], name: "brightness", percentScale: 1, range: 0...1, rangeText: "0%...100% or 0...1")
        return Color(hsb: HSB(hue: h, saturation: s, brightness: b), alpha: try alphaValue())
    }

    func colorFunction() throws(ColorSyntaxError) -> Color {
        guard case .keyword(let spaceName) = components[0] else {
            throw error("expected a color space name first: srgb, display-p3 or srgb-linear")
        }
        let space: ColorSpace
        switch spaceName {
        case "srgb": space = .sRGB
        case "display-p3": space = .displayP3
        case "srgb-linear": space = .linearSRGB
        case "extended-srgb": space = .extendedSRGB
        default:
            throw error(
                "has unknown color space \(ColorSyntaxError.quote(spaceName)); expected srgb, display-p3 or srgb-linear"
                    + DidYouMean.hint(for: spaceName, among: ["srgb", "display-p3", "srgb-linear", "extended-srgb"]))
        }
        var values: [Double] = []
        for (token, name) in zip(components.dropFirst(), ["red", "green", "blue"]) {
            values.append(try value(token, name: name, percentScale: 1, range: nil, rangeText: "a number"))
        }
        return Color.markingExtended(
            Color(space: space, components: SIMD3(values[0], values[1], values[2]), alpha: try alphaValue()))
    }

    /// `oklch()`, `oklab()`, `lch()` and `lab()`: lightness on `scale`, then chroma/hue or a/b.
    func polar(scale: Double, chromaPercent: Double, lab: Bool, ok: Bool) throws(ColorSyntaxError) -> Color {
        let lightnessText = scale == 1 ? "0...1 or 0%...100%" : "0...100 or 0%...100%"
        let l = try value(
            components[0], name: "lightness", percentScale: scale, range: 0...scale, rangeText: lightnessText)
        let alpha = try alphaValue()
        if lab {
            let a = try value(components[1], name: "a", percentScale: chromaPercent, range: nil, rangeText: "a number")
            let b = try value(components[2], name: "b", percentScale: chromaPercent, range: nil, rangeText: "a number")
            if ok { return Color.markingExtended(Color(okLab: OKLab(l: l, a: a, b: b), alpha: alpha)) }
            return Color.markingExtended(Color(lab: Lab(l: l, a: a, b: b), white: .d50, alpha: alpha))
        }
        let c = try value(
            components[1], name: "chroma", percentScale: chromaPercent, range: 0...Double.greatestFiniteMagnitude,
            rangeText: "a number >= 0")
        let h = try hue(components[2])
        if ok { return Color.markingExtended(Color(okLCH: OKLCH(l: l, c: c, h: h), alpha: alpha)) }
        let radians = h * .pi / 180
        return Color.markingExtended(
            Color(lab: Lab(l: l, a: c * cos(radians), b: c * sin(radians)), white: .d50, alpha: alpha))
    }
}

extension Color {
    /// Relabels an sRGB color whose components leave 0...1 as extended sRGB: a CSS color outside the
    /// sRGB gamut is valid input, and the label keeps later stages from treating it as 8-bit sRGB.
    static func markingExtended(_ color: Color) -> Color {
        guard color.space == .sRGB, !isInUnitRange(color.components, tolerance: 0) else { return color }
        return Color(space: .extendedSRGB, components: color.components, alpha: color.alpha)
    }
}
