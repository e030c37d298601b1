import { i18n, type BundleShape } from '@marathon/shared';

/** The auth remote's strings (the validators' messages live in the shared bundle: validation.*). */
const messages = {
  zh: {
    auth: {
      title: '登录',
      close: '关闭登录',
      appQr: '扫码下载官方APP',
      panelPending: '登录方式加载中',
      tabs: { label: '登录方式', code: '验证码登录', password: '账号密码登录', email: '邮箱登录' },
      fields: {
        phone: '手机号',
        captcha: '验证码',
        password: '密码',
        email: '邮箱',
        newPassword: '新密码',
        confirmPassword: '确认密码',
      },
      placeholders: {
        phone: '请输入手机号',
        captcha: '请输入验证码',
        password: '请输入密码',
        email: '请输入邮箱地址',
        newPassword: '6-20位数字和字母组合',
        confirmPassword: '请再次输入密码',
      },
      agreePrefix: '我已阅读并同意',
      agreement: '《用户协议》',
      and: '和',
      privacy: '《隐私政策》',
      login: '登录',
      registerNow: '立即注册',
      forgot: '忘记密码',
      backToLogin: '返回登录',
      register: { title: '邮箱注册', submit: '注册', done: '注册成功，请登录' },
      resetEmail: { title: '邮箱找回密码', submit: '重置密码' },
      resetPhone: { title: '手机找回密码', submit: '重置密码' },
      resetDone: '密码已重置，请重新登录',
      sendCode: '获取验证码',
      resend: '重新发送',
      countdown_other: '{{count}}秒后重试',
      sent: '验证码已发送',
      debug: '调试快捷登录',
      confirmLogin: {
        sms: '该账号近期有多次登录失败。请获取发送到此手机号的验证码，确认是本人登录。',
        email: '该账号近期有多次登录失败。请获取发送到此邮箱的验证码，确认是本人登录。',
      },
    },
    slider: {
      label: '滑块验证',
      instructions: '请按住滑块拖动到最右侧，或聚焦滑块后按 End 键（方向键逐步移动）',
      handle: '验证滑块',
      verifying: '正在验证…',
      passed: '验证通过',
      loading: '验证加载中…',
      failed: '验证失败，请重试',
      unavailable: '验证服务暂不可用，请稍后重试',
      retry: '重试',
    },
  },
  en: {
    auth: {
      title: 'Log in',
      close: 'Close login',
      appQr: 'Scan to get the official app',
      panelPending: 'Loading sign-in options',
      tabs: { label: 'Login method', code: 'Code login', password: 'Password login', email: 'Email login' },
      fields: {
        phone: 'Mobile number',
        captcha: 'Verification code',
        password: 'Password',
        email: 'Email',
        newPassword: 'New password',
        confirmPassword: 'Confirm password',
      },
      placeholders: {
        phone: 'Please enter phone number',
        captcha: 'Please enter verification code',
        password: 'Please enter password',
        email: 'Please enter email address',
        newPassword: '6-20 letters and digits',
        confirmPassword: 'Please enter the password again',
      },
      agreePrefix: 'I have read and agree to the ',
      agreement: 'User Agreement',
      and: ' and ',
      privacy: 'Privacy Policy',
      login: 'Log in',
      registerNow: 'Register now',
      forgot: 'Forgot password',
      backToLogin: 'Back to login',
      register: { title: 'Register by email', submit: 'Register', done: 'Registered, please log in' },
      resetEmail: { title: 'Reset password by email', submit: 'Reset password' },
      resetPhone: { title: 'Reset password by phone', submit: 'Reset password' },
      resetDone: 'Password reset, please log in again',
      sendCode: 'Get code',
      resend: 'Resend',
      countdown_one: 'Retrieve in {{count}} second',
      countdown_other: 'Retrieve in {{count}} seconds',
      sent: 'Code sent',
      debug: 'Debug quick login',
      confirmLogin: {
        sms: 'This account had many failed logins recently. Get a code sent to this mobile number to confirm it is you.',
        email:
          'This account had many failed logins recently. Get a code sent to this email to confirm it is you.',
      },
    },
    slider: {
      label: 'Slider verification',
      instructions:
        'Drag the handle to the far right, or focus it and press End (arrow keys move it step by step)',
      handle: 'Verification slider',
      verifying: 'Verifying…',
      passed: 'Verified',
      loading: 'Loading verification…',
      failed: 'Verification failed, please try again',
      unavailable: 'Verification is unavailable, please try later',
      retry: 'Retry',
    },
  },
} as const;

export function registerAuthMessages(): void {
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', messages[language], true, false);
  }
}

export { messages as authMessages };

declare module '@marathon/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this app's t() keys
  interface AppMessages extends BundleShape<typeof messages.zh> {}
}
