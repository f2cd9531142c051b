#import "UIColor+Legacy.h"

@implementation UIColor (Legacy)

+ (UIColor *)legacyPaper {
    return [UIColor colorWithRed:1 green:1 blue:1 alpha:1];
}

+ (UIColor *)legacyAction {
    return [UIColor colorWithRed:0.2 green:0.6 blue:1 alpha:1];
}

+ (UIColor *)legacyText {
    return [UIColor colorWithRed:0.2 green:0.2 blue:0.2 alpha:1];
}

@end
