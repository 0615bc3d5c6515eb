-- The About page's figures say what the demo network lists (132 outlets, dealers in 12
-- countries) instead of "1,000+" and "60+". Only a page whose figures were never edited changes.
UPDATE "company_pages"
SET "content" = replace(replace("content",
  '<li><p><strong>1,000+</strong></p><p>Service outlets</p></li><li><p><strong>60+</strong></p><p>Countries served</p></li>',
  '<li><p><strong>132</strong></p><p>Service outlets</p></li><li><p><strong>12</strong></p><p>Countries with a dealer</p></li>'),
  '<li><p><strong>1,000+</strong></p><p>售后网点</p></li><li><p><strong>60+</strong></p><p>服务国家</p></li>',
  '<li><p><strong>132</strong></p><p>售后网点</p></li><li><p><strong>12</strong></p><p>海外经销国家</p></li>')
WHERE "translation_key" = 'about-us';
