/// Where a syntax node starts: 1-based line and column (Unicode scalars), 0-based UTF-8 offset.
package struct CodePosition: Sendable, Hashable {
    package var line: Int
    package var column: Int
    package var offset: Int

    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    init(_ token: CodeToken) {
        self.init(line: token.line, column: token.column, offset: token.offset)
    }
}

/// An argument of a call, tuple or Objective-C message: `red: 0.5`, or unlabelled.
package struct CodeArgument: Sendable {
    package var label: String?
    package var value: CodeExpr
    /// In a dictionary literal, the entry's key (`.foregroundColor` in `[.foregroundColor: color]`).
    package var key: CodeExpr? = nil
}

/// A closure (`{ traits in ... }`, `{ $0 ... }`) or an Objective-C block.
package struct CodeClosure: Sendable {
    /// Parameter names (`traits`); empty when the closure uses `$0`.
    package var parameters: [String]
    package var body: [CodeStatement]
    /// The result type a binding declares for it (`let pick: (Bool) -> (value: UIColor, alpha: CGFloat)`),
    /// whose tuple labels its results take.
    package var returnType: String? = nil
}

/// An expression of the subset the reader evaluates. Anything else parses as `unknown` so that the rest of a
/// declaration still reads.
package indirect enum CodeExpr: Sendable {
    case number(Double, isInteger: Bool, CodePosition)
    case string(String, interpolated: Bool, CodePosition)
    case identifier(String, CodePosition)
    /// `.white`, `.init`.
    case implicitMember(String, CodePosition)
    case member(CodeExpr, String, CodePosition)
    /// A call; trailing closures are unlabelled arguments at the end.
    case call(CodeExpr, [CodeArgument], CodePosition)
    case subscripted(CodeExpr, [CodeArgument], CodePosition)
    case binary(String, CodeExpr, CodeExpr, CodePosition)
    case prefix(String, CodeExpr, CodePosition)
    /// `x!`, `x?` (optional chaining and force unwrapping change nothing here).
    case postfix(String, CodeExpr, CodePosition)
    case ternary(CodeExpr, CodeExpr, CodeExpr, CodePosition)
    /// `(a, b)`, `(light: x, dark: y)`; a single unlabelled element is a parenthesized expression.
    case tuple([CodeArgument], CodePosition)
    case array([CodeExpr], CodePosition)
    /// `[.foregroundColor: a, .backgroundColor: b]`: keys and values in order.
    case dictionary([(key: CodeExpr, value: CodeExpr)], CodePosition)
    case closure(CodeClosure, CodePosition)
    /// `[receiver first:a second:b]`: the selector pieces are the labels; a unary selector has one argument
    /// labelled with its name and no value (`unknown`).
    case message(CodeExpr, [CodeArgument], CodePosition)
    /// `x as Type`, `(CGFloat)x`.
    case cast(CodeExpr, String, CodePosition)
    /// `#colorLiteral(red: ...)`.
    case pound(String, [CodeArgument], CodePosition)
    /// `&value`.
    case inoutReference(CodeExpr, CodePosition)
    /// `if`/`switch` used as an expression (Swift 5.9), as statements whose branches end in a value.
    case statements([CodeStatement], CodePosition)
    case unknown(String, CodePosition)

    package var position: CodePosition {
        switch self {
        case .number(_, _, let p), .string(_, _, let p), .identifier(_, let p), .implicitMember(_, let p),
            .member(_, _, let p), .call(_, _, let p), .subscripted(_, _, let p), .binary(_, _, _, let p),
            .prefix(_, _, let p), .postfix(_, _, let p), .ternary(_, _, _, let p), .tuple(_, let p), .array(_, let p),
            .dictionary(_, let p), .closure(_, let p), .message(_, _, let p), .cast(_, _, let p), .pound(_, _, let p),
            .inoutReference(_, let p), .statements(_, let p), .unknown(_, let p):
            p
        }
    }
}

/// A condition of `if`/`guard`: an expression, or an optional binding `let x = value`.
package enum CodeCondition: Sendable {
    case expression(CodeExpr)
    case binding(String, CodeExpr)
}

/// One `case` of a `switch` (no patterns means `default`).
package struct CodeSwitchCase: Sendable {
    package var patterns: [CodeExpr]
    package var body: [CodeStatement]
    /// `case (.dark, .high) where nightBold != nil:`: the case applies only when this holds.
    package var guardExpression: CodeExpr? = nil
}

/// A statement inside a body the reader evaluates.
package indirect enum CodeStatement: Sendable {
    /// `let x: T = value`, `var x = value`, Objective-C `CGFloat r = value;`.
    case binding(name: String, type: String?, value: CodeExpr?, CodePosition)
    case expression(CodeExpr)
    case returnValue(CodeExpr?, CodePosition)
    case ifStatement([CodeCondition], then: [CodeStatement], otherwise: [CodeStatement]?, CodePosition)
    case guardStatement([CodeCondition], otherwise: [CodeStatement], CodePosition)
    case switchStatement(CodeExpr, [CodeSwitchCase], CodePosition)
    case block([CodeStatement], CodePosition)
    /// Loops and other statements the reader does not run.
    case unsupported(String, CodePosition)
}

/// A parameter of an initializer, function or Objective-C method.
package struct CodeParameter: Sendable {
    /// The argument label (`nil` for `_`).
    package var label: String?
    /// The name used in the body.
    package var name: String
    package var type: String
    package var defaultValue: CodeExpr?
}

/// A declaration of a type (`struct`, `class`, `enum`, `extension`, `protocol`, Objective-C `@implementation`).
package struct CodeTypeDeclaration: Sendable {
    package var kind: String
    /// The full path: `["Theme", "Colors"]`.
    package var path: [String]
    package var inherited: [String]
    package var position: CodePosition
}

/// A member or global the reader may turn into a token or call: a property, function, initializer, enum
/// case, Objective-C method or `#define`.
package struct CodeDeclaration: Sendable {
    package enum Kind: String, Sendable {
        case property
        case function
        case initializer
        case enumCase
        case define
    }

    package var kind: Kind
    package var name: String
    /// The enclosing type path (`["Theme", "Colors"]`), empty for a global.
    package var scope: [String]
    package var isStatic: Bool
    /// The declared type, or the return type of a function.
    package var type: String?
    /// The initial value (a stored property, `#define`, enum raw value).
    package var value: CodeExpr?
    /// A computed property's getter, a function's or initializer's body.
    package var body: [CodeStatement]?
    package var parameters: [CodeParameter]
    package var position: CodePosition
    /// A Swift `var` (stored or computed), whose stored value can change at run time; `let` and everything
    /// Objective-C are not.
    package var isVariable = false
    /// The custom attribute before a property with no declared type (`@ThemedPalette private var palette`):
    /// the property holds what that property wrapper's `wrappedValue` returns, which the evaluator looks up
    /// once every file is read.
    package var wrapper: String? = nil
}

/// A declaration the scanner could not read, with why.
package struct CodeProblem: Sendable, Hashable {
    package var position: CodePosition
    package var message: String
}

/// What a source file declares.
package struct CodeFile: Sendable {
    package var language: CodeLanguage
    package var types: [CodeTypeDeclaration] = []
    package var declarations: [CodeDeclaration] = []
    package var problems: [CodeProblem] = []
    /// File-level `typealias Name = Type.Path` seen so far, so that `extension Name { }` extends the type.
    package var typeAliases: [String: [String]] = [:]
    /// Whether the file names `overrideUserInterfaceStyle` or `WindowGroup`: only such files are searched for a
    /// fixed style
    /// (`UsageFixedStyles`), which walking every expression of every body cost 4% of a large folder's reading.
    package var setsInterfaceStyle = false
}
