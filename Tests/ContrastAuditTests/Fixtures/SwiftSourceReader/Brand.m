#import "UIColor+Brand.h"

#define BRAND_BLUE [UIColor colorWithRed:0.0 green:122.0/255.0 blue:1.0 alpha:1.0]
#define BRAND_TEXT \
    [UIColor colorWithWhite:0.13 alpha:1]
#define LINK_COLOR BRAND_BLUE
#define RGBHEX(v) [UIColor colorWithRed:((v >> 16) & 0xFF)/255.0 green:((v >> 8) & 0xFF)/255.0 blue:(v & 0xFF)/255.0 alpha:1]

@implementation UIColor (Brand)

+ (UIColor *)brand_colorWithHex:(NSInteger)hex alpha:(CGFloat)alpha {
    return [UIColor colorWithRed:((hex >> 16) & 0xFF) / 255.0
                           green:((hex >> 8) & 0xFF) / 255.0
                            blue:(hex & 0xFF) / 255.0
                           alpha:alpha];
}

+ (UIColor *)brand_tintColor {
    static UIColor *color = nil;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        color = [UIColor colorWithRed:244.0 / 255.0 green:0.5 blue:0.25 alpha:1];
    });
    return color;
}

+ (UIColor *)brand_hueColor {
    return [UIColor colorWithHue:0.611 saturation:0.75 brightness:0.8 alpha:1];
}

+ (UIColor *)brand_grayColor {
    return [self brand_colorWithHex:0x565656 alpha:1.0];
}

+ (UIColor *)brand_linkColor {
    return [self brand_tintColor];
}

+ (UIColor *)brand_whiteColor {
    return [UIColor whiteColor];
}

+ (UIColor *)brand_macroColor {
    return RGBHEX(0x336699);
}

+ (UIColor *)brand_availableColor {
    if (@available(iOS 13.0, *)) {
        return UIColor.systemGray2Color;
    }
    else {
        return RGBHEX(0xAEAEB2);
    }
}

+ (UIColor *)brand_integerDivision {
    return [UIColor colorWithRed:128/255 green:0 blue:0 alpha:1];
}

@end
