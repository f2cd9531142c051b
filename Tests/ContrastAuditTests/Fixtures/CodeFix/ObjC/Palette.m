#import <UIKit/UIKit.h>

@implementation UIColor (Palette)

+ (UIColor *)pageColor {
    return [UIColor colorWithRed:1.0f green:1.0f blue:1.0f alpha:1.0f];
}

+ (UIColor *)captionColor {
    return [UIColor colorWithRed:153/255.0f green:153/255.0f blue:153/255.0f alpha:1.0f];
}

+ (UIColor *)hintColor {
    return [UIColor colorWithWhite:0.6 alpha:1];
}

@end

@implementation CardView

- (void)configure {
    self.backgroundColor = [UIColor pageColor];
    [self addSubview:self.captionLabel];
    [self addSubview:self.hintLabel];
    self.captionLabel.textColor = [UIColor captionColor];
    self.hintLabel.textColor = [UIColor hintColor];
}

@end
