#import <UIKit/UIKit.h>

@implementation UIColor (Palette)
+ (UIColor *)headerColor {
    return [UIColor colorWithRed:0.2 green:0.4 blue:0.6 alpha:1.0];
}
+ (UIColor *)chipColor {
    return [UIColor colorWithRed:0.95 green:0.8 blue:0.3 alpha:1.0];
}
+ (UIColor *)chipTextColor {
    return [UIColor colorWithRed:0.3 green:0.2 blue:0.1 alpha:1.0];
}
@end

@implementation UIColor (Chrome)
+ (UIColor *)chromeColor {
    return [UIColor colorWithRed:0.1 green:0.2 blue:0.4 alpha:1.0];
}
+ (UIColor *)chromeTitleColor {
    return [UIColor colorWithRed:0.9 green:0.9 blue:0.9 alpha:1.0];
}
@end
