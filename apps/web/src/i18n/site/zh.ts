import catalogue from 'virtual:site-catalogue/zh';

export default catalogue;
