/**
 * Chinese written in the other script (h258): a Taiwanese or Hong Kong post's traditional
 * characters, a card's simplified ones, or the reverse ("台北市政府宣布公车涨价" of "臺北市政府宣布
 * 公車漲價", "台北" of "臺北"). The names readers of scripts without capitals (unknown-names.ts,
 * replaced-names.ts) asked whether the source writes a word as it stands, and read such a word as
 * a name the source lacks. Here both are folded to the simplified characters before they are
 * compared. No package the project keeps maps the two (Intl has no transliterator): a table of the
 * commonest characters whose forms differ, each traditional one above its simplified one. A name
 * the source does not write in either script ("台中" of a post about 臺北) is still new.
 */
import { oncePer } from '../once-per-source.ts';

/** Traditional characters, each above its simplified form in SIMPLIFIED. */
const TRADITIONAL = [
  '臺灣車漲價國會學長時們來說對開關東門問間見現發經過還進這個為與從後機動場點電話區',
  '縣鄉鎮島華陸軍黨選舉總統議員線鐵運費錢銀業產廠農藝術體賽隊勝敗獎萬億兩歲號週曆節',
  '氣溫熱風雲陽陰達邊遠館樓廳書報紙聞視聽讀寫語詞專題實際準備應該讓給幾麼嗎樣歡樂愛',
  '親頭臉醫藥療養飯麵雞魚鳥馬龍貓蘭蘇羅劉陳張楊黃趙吳鄭謝許葉蔣馮鄧韓衛閩廣粵滬漢遼',
  '寧烏齊魯豐盧戰爭護險權衝擊傷災禍壞舊當將師導參觀訪務處辦縮額貨買賣貴賺貸輸贏隨維',
  '網絡組織約級結紅綠藍顏飛駛騎軌橋園圖廟劇團戲聲響夢歷碼齡僅獨雙麗頓聯協屆連續順預',
  '測異狀況確認證據條規則標誌職計劃設環資訊調檢驗稱龜賴橫濱臨淺灘豬牆無變難聖觸雜壓',
  '鄰離雖驚詳談論課試練習類質單複錄頁帳戶貝負責財貿賀貼賠贊趕跡蹤軟較載輕輛輪轉辭邁',
  '遲遺醬釋針鐘錯鍋鏡閉闖陣階隱靈靜韻頂項須領頻顧飄飲飽驅髮鬥鮮鳳鴻鵝鹽麥齒傳僑優兒',
  '內冊凍創劍勞勢勵卻厲啟喚嚴圓執塊壯壽夠夥奪奮婦媽孫寶審寬尋屬岡峽嶺巖幣幫廢彈彎彥',
  '徵恆悅惡態憑憶懷懸戀掃掛採換揮損搶攝擁擇擔擴擾攜敵數斷暫曉棄榮構槍樹檔歐殘殺毀決',
  '沒溝滅滿漁潔潛濕濟濤灑爐爺牽獄獲瑪畢盜盡監盤礎禮禱種稅穩窮競築範簡簽籃糧紀純紛細',
  '終綜緊編緩績繼罷義膽興艦莊蓋蔥薦蘋蟲補裝製襲覺訂討訓記訴診評詩誤請諸謀講識讚貞貢',
  '販貧賓賞賢購贈躍',
].join('');
const SIMPLIFIED = [
  '台湾车涨价国会学长时们来说对开关东门问间见现发经过还进这个为与从后机动场点电话区',
  '县乡镇岛华陆军党选举总统议员线铁运费钱银业产厂农艺术体赛队胜败奖万亿两岁号周历节',
  '气温热风云阳阴达边远馆楼厅书报纸闻视听读写语词专题实际准备应该让给几么吗样欢乐爱',
  '亲头脸医药疗养饭面鸡鱼鸟马龙猫兰苏罗刘陈张杨黄赵吴郑谢许叶蒋冯邓韩卫闽广粤沪汉辽',
  '宁乌齐鲁丰卢战争护险权冲击伤灾祸坏旧当将师导参观访务处办缩额货买卖贵赚贷输赢随维',
  '网络组织约级结红绿蓝颜飞驶骑轨桥园图庙剧团戏声响梦历码龄仅独双丽顿联协届连续顺预',
  '测异状况确认证据条规则标志职计划设环资讯调检验称龟赖横滨临浅滩猪墙无变难圣触杂压',
  '邻离虽惊详谈论课试练习类质单复录页账户贝负责财贸贺贴赔赞赶迹踪软较载轻辆轮转辞迈',
  '迟遗酱释针钟错锅镜闭闯阵阶隐灵静韵顶项须领频顾飘饮饱驱发斗鲜凤鸿鹅盐麦齿传侨优儿',
  '内册冻创剑劳势励却厉启唤严圆执块壮寿够伙夺奋妇妈孙宝审宽寻属冈峡岭岩币帮废弹弯彦',
  '征恒悦恶态凭忆怀悬恋扫挂采换挥损抢摄拥择担扩扰携敌数断暂晓弃荣构枪树档欧残杀毁决',
  '没沟灭满渔洁潜湿济涛洒炉爷牵狱获玛毕盗尽监盘础礼祷种税稳穷竞筑范简签篮粮纪纯纷细',
  '终综紧编缓绩继罢义胆兴舰庄盖葱荐苹虫补装制袭觉订讨训记诉诊评诗误请诸谋讲识赞贞贡',
  '贩贫宾赏贤购赠跃',
].join('');

const FOLD: ReadonlyMap<string, string> = /* @__PURE__ */ new Map(
  [...TRADITIONAL].map((char, at) => [char, [...SIMPLIFIED][at] as string]),
);

/** A traditional character the table folds: the trigger, tested before any text is folded. */
const FOLDED = new RegExp(`[${TRADITIONAL}]`, 'u');

/** `text` with its traditional characters in their simplified forms. */
export function simplifiedHan(text: string): string {
  if (!FOLDED.test(text)) return text;
  let folded = '';
  for (const char of text) folded += FOLD.get(char) ?? char;
  return folded;
}

/** The source's text folded to simplified characters, once; undefined where it has none to fold. */
const simplifiedSource = /* @__PURE__ */ oncePer((source: { readonly text: string }) =>
  FOLDED.test(source.text) ? simplifiedHan(source.text) : undefined,
);

/**
 * Whether the source writes `word` (Chinese or Japanese characters) as it stands or in the other
 * script: both folded to simplified characters.
 */
export function sourceHoldsHan(word: string, source: { readonly text: string }): boolean {
  if (source.text.includes(word)) return true;
  const folded = simplifiedSource(source);
  const mine = simplifiedHan(word);
  // Neither has a traditional character: the word is written as the source would write it.
  if (folded === undefined && mine === word) return false;
  return (folded ?? source.text).includes(mine);
}
