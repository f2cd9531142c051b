#import "UIColor+RunsPalette.h"

@implementation UIColor (RunsPalette)

+ (UIColor *)runsInkColor {
    return [UIColor colorWithWhite:1.0 alpha:1.0];
}

+ (UIColor *)runsWarningColor {
    return [UIColor colorWithRed:0.85 green:0.05 blue:0.0 alpha:1.0];
}

+ (UIColor *)runsDimColor {
    return [UIColor colorWithWhite:0.6 alpha:1.0];
}

+ (UIColor *)runsBackdropColor {
    return [UIColor colorWithWhite:0.08 alpha:1.0];
}

+ (UIColor *)runsLinkColor {
    return [UIColor colorWithRed:0.3 green:0.6 blue:1.0 alpha:1.0];
}

@end
